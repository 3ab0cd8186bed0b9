import { createBrowserRouter } from 'react-router';
import { routes, startFirstRequest } from './routes.tsx';

startFirstRequest(window.location);
export const router = createBrowserRouter(routes);

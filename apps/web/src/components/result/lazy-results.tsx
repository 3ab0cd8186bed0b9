import { lazy, Suspense } from 'react';

// antd's Result carries large illustrations (403, 404, 500) that most visits never show: the
// router and the layout load these on first use instead of with every page.
const load = () => import('./results.tsx');
// The router's error element sits outside the main layout, so it brings the app's antd theme.
const ServerError = lazy(async () => {
  const [{ ServerErrorResult }, { Providers }] = await Promise.all([
    load(),
    import('../../app/providers.tsx'),
  ]);
  return {
    default: () => (
      <Providers>
        <ServerErrorResult />
      </Providers>
    ),
  };
});
const NotFound = lazy(() => load().then((m) => ({ default: m.NotFoundResult })));
const Forbidden = lazy(() => load().then((m) => ({ default: m.ForbiddenResult })));
const ErrorPage = lazy(() => load().then((m) => ({ default: m.ErrorResult })));

export const LazyServerErrorResult = () => (
  <Suspense fallback={null}>
    <ServerError />
  </Suspense>
);

export const LazyNotFoundResult = () => (
  <Suspense fallback={null}>
    <NotFound />
  </Suspense>
);

export const LazyForbiddenResult = () => (
  <Suspense fallback={null}>
    <Forbidden />
  </Suspense>
);

export const LazyErrorResult = ({ subTitle }: { subTitle?: string }) => (
  <Suspense fallback={null}>
    <ErrorPage subTitle={subTitle} />
  </Suspense>
);

/** Height of the app's sticky header (px): what a sticky table header must stay below. */
export const HEADER_HEIGHT = 56;

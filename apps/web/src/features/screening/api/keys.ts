/** Query keys of the screening feature, so a save updates exactly what it changes. */
export const screeningKeys = {
  settings: ['screening-settings'] as const,
};

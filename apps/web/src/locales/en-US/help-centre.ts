export const helpCentre = {};

export const CHROMIUM_FLAGS: string[];
export const CHROMIUM: string;
export const TEST_CHROMIUM: string;

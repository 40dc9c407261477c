export declare const systemChromium: string;
export declare const chromiumFlags: readonly string[];
export declare const systemHeadlessShell: string;

export declare const systemChromium: string;
export declare const chromiumFlags: readonly string[];

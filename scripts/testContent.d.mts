export declare const testContent: string;
export declare const shippedContent: string;
export declare function testedContent(): string;

export declare const testContent: string;

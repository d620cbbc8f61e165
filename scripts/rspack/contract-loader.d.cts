interface ContractLoader {
  (this: { resourcePath: string; addDependency(file: string): void }): string;
  CONTRACT_TABLE_FILES: RegExp;
}
declare const contractLoader: ContractLoader;
export = contractLoader;

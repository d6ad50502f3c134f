import fs from 'node:fs';
import path from 'node:path';
// solc's npm package bundles its own compiler (version pinned in package.json): nothing is downloaded.
import solc from 'solc';

export type CompiledContract = {
  abi: any[];
  bytecode: `0x${string}`;
  deployedBytecode: `0x${string}`;
  storageLayout: {storage: unknown[]};
};
export type Compilation = {
  contracts: Record<string, CompiledContract>;
  /** Every message solc printed: warnings and errors alike. */
  diagnostics: string[];
  compilerVersion: string;
};

/** Reads files as a project would see them: `{'src/Greeter.sol': '<path on disk>'}`. */
export function readSources(files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(files).map(([name, file]) => [name, fs.readFileSync(file, 'utf8')]));
}

/** Gives the source of an imported file the project does not hold itself, or undefined. */
export type ImportResolver = (path: string) => string | undefined;

/** Compiles sources (keyed by their path in the project) for the Cancun EVM the test chains run. */
export function compile(sources: Record<string, string>, resolveImport: ImportResolver = () => undefined): Compilation {
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(Object.entries(sources).map(([name, content]) => [name, {content}])),
    settings: {
      evmVersion: 'cancun',
      optimizer: {enabled: true, runs: 200},
      outputSelection: {'*': {'*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object', 'storageLayout']}},
    },
  };
  const findImports = (name: string) => {
    const contents = resolveImport(name);
    return contents === undefined ? {error: `${name} is neither in the project nor in a shared library`} : {contents};
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), {import: findImports}));
  const contracts: Record<string, CompiledContract> = {};
  for (const [file, byName] of Object.entries<any>(output.contracts ?? {})) {
    for (const [name, contract] of Object.entries<any>(byName)) {
      contracts[`${path.basename(file, '.sol')}:${name}`] = {
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
        storageLayout: contract.storageLayout,
      };
    }
  }
  return {
    contracts,
    diagnostics: (output.errors ?? []).map((error: any) => error.formattedMessage),
    compilerVersion: solc.version(),
  };
}

{ "extends": "../tsconfig.base.json", "include": ["src"], "compilerOptions": { "types": ["node", "jest", "@testing-library/jest-dom"] } }

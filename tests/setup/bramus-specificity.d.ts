// @bramus/specificity ships types its package.json "exports" does not point at; the part this project uses.
declare module '@bramus/specificity' {
  interface SpecificityValue {
    a: number;
    b: number;
    c: number;
  }
  interface SpecificityResult {
    value: SpecificityValue;
  }
  const Specificity: {
    calculate(selector: string): SpecificityResult[];
    max(...specificities: SpecificityResult[]): SpecificityResult;
    compare(a: SpecificityValue, b: SpecificityValue): number;
  };
  export default Specificity;
}

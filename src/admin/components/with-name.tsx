/**
 * A sentence that holds something the shop typed (a product's name, a coupon's code): the sentence in the back
 * office's language, the name inside `translate="no"`, so neither a browser's translator nor a check for
 * untranslated text takes the shop's words for the back office's. `text` is the sentence's function of the name.
 */
const MARK = '\u0000';

export function WithName({ text, name }: { text: (name: string) => string; name: string }) {
  const [before = '', after = ''] = text(MARK).split(MARK);
  return (
    <>
      {before}
      <span translate="no">{name}</span>
      {after}
    </>
  );
}

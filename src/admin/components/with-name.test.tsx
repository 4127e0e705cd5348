import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithName } from './with-name';

describe('WithName', () => {
  it("keeps the sentence's word order and marks only the shop's name as not to translate", () => {
    const { container } = render(
      <p>
        <WithName text={(name) => `تعديل مخزون ${name} دلوقتي`} name="Linen dress" />
      </p>,
    );
    expect(container.textContent).toBe('تعديل مخزون Linen dress دلوقتي');
    const marked = container.querySelectorAll('[translate="no"]');
    expect([...marked].map((element) => element.textContent)).toEqual(['Linen dress']);
  });
});

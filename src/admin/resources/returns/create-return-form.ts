/**
 * The rules of "Return or exchange" on an order's page: the kind, and per line of the order how many come back
 * (0 leaves the line out), why, and for an exchange the colour and size wanted. At least one piece; a reason for
 * each piece chosen; for an exchange its colour and size. The output is createReturn's body (generated/zod).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import type { ReturnCreate } from '../../../../generated/models';
import { createReturnBody } from '../../../../generated/zod/returns/returns.zod';
import { SHOPPER_RETURN_REASONS } from '../../../shared/returns';
import { text } from '../../form-rules';
import { RETURNS_EN, type ReturnsText } from '../../i18n/returns';

/** One line of the form: the order's line and what is asked of it. */
export interface CreateReturnLine {
  orderItemId: number;
  quantity: number | string | null;
  reason: string | null;
  wantedVariantId: number | string | null;
  wantedSize: string | null;
}

export interface CreateReturnValues {
  kind: string | null;
  note: string | null;
  lines: CreateReturnLine[];
}

const REASONS = new Set<string>(SHOPPER_RETURN_REASONS);

const line = z.object({
  orderItemId: z.number(),
  quantity: z.union([z.number(), z.string()]).nullish(),
  reason: z.string().nullish(),
  wantedVariantId: z.union([z.number(), z.string()]).nullish(),
  wantedSize: z.string().nullish(),
});

const count = (value: unknown) => {
  const n = Number(value ?? 0);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

export function createReturnForm(orderId: number, t: ReturnsText = RETURNS_EN) {
  const schema = z
    .object({ kind: z.string().nullish(), note: text(), lines: z.array(line) })
    .superRefine((values, ctx) => {
      if (values.kind !== 'return' && values.kind !== 'exchange')
        ctx.addIssue({ code: 'custom', path: ['kind'], message: t.kindRequired });
      const chosen = values.lines.map((l, index) => ({ l, index })).filter(({ l }) => count(l.quantity) > 0);
      if (chosen.length === 0 && values.lines.length > 0)
        ctx.addIssue({ code: 'custom', path: ['lines', 0, 'quantity'], message: t.chooseOne });
      for (const { l, index } of chosen) {
        if (!l.reason || !REASONS.has(l.reason))
          ctx.addIssue({ code: 'custom', path: ['lines', index, 'reason'], message: t.reasonRequired });
        if (values.kind === 'exchange' && (!l.wantedVariantId || !l.wantedSize))
          ctx.addIssue({ code: 'custom', path: ['lines', index, 'wantedSize'], message: t.wantedRequired });
      }
    })
    .transform((values): ReturnCreate => {
      const kind = values.kind as ReturnCreate['kind'];
      const body: ReturnCreate = {
        orderId,
        kind,
        items: values.lines
          .filter((l) => count(l.quantity) > 0)
          .map((l) => ({
            orderItemId: l.orderItemId,
            quantity: count(l.quantity),
            reason: l.reason as ReturnCreate['items'][number]['reason'],
            ...(kind === 'exchange'
              ? { wantedVariantId: Number(l.wantedVariantId), wantedSize: String(l.wantedSize) }
              : {}),
          })),
      };
      if (values.note) body.note = values.note;
      return body;
    })
    .pipe(createReturnBody);
  return { schema, resolver: zodResolver(schema) };
}

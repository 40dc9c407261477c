import type { z } from 'zod';
import { metaOf } from './fields.ts';

/** Where one language's file and another's differ, and how. */
export interface SharedDifference {
  readonly path: readonly PropertyKey[];
  /** What the first file holds there: the value, or its number of entries. */
  readonly expected: string;
  readonly kind: 'value' | 'entries';
}

/**
 * Where `other` (a translation of a content file) differs from `first` (the English) in what
 * every language shares (`EditorMeta.shared`): a fact, a name, a number, a switch, a choice, or
 * the number of entries of a list, since each entry of one language is the same entry in the
 * other (the same card, with its photo). Texts that are words, not facts, may differ.
 */
export function sharedDifferences(
  schema: z.ZodType,
  first: unknown,
  other: unknown,
  path: readonly PropertyKey[] = [],
  shared = false,
): SharedDifference[] {
  const def = schema.def;
  const isShared = shared || metaOf(schema).shared === true;
  switch (def.type) {
    case 'optional': {
      const inner = (def as z.core.$ZodOptionalDef).innerType as z.ZodType;
      if (first === undefined && other === undefined) return [];
      return sharedDifferences(inner, first, other, path, isShared);
    }
    case 'pipe': {
      const { in: input, out } = def as z.core.$ZodPipeDef;
      // A preprocess's transform says nothing of the value; what it feeds does.
      const described = input._zod.def.type === 'transform' ? out : input;
      return sharedDifferences(described as z.ZodType, first, other, path, isShared);
    }
    case 'object': {
      const { shape } = def as z.core.$ZodObjectDef;
      const record = (value: unknown) =>
        (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      return Object.entries(shape).flatMap(([key, field]) =>
        sharedDifferences(
          field as z.ZodType,
          record(first)[key],
          record(other)[key],
          [...path, key],
          isShared,
        ),
      );
    }
    case 'array': {
      const element = (def as z.core.$ZodArrayDef).element as z.ZodType;
      const firstList = Array.isArray(first) ? first : [];
      const otherList = Array.isArray(other) ? other : [];
      if (firstList.length !== otherList.length) {
        return [{ path, expected: String(firstList.length), kind: 'entries' }];
      }
      return firstList.flatMap((entry, index) =>
        sharedDifferences(element, entry, otherList[index], [...path, index], isShared),
      );
    }
    case 'string':
      return isShared && first !== other ? [{ path, expected: String(first), kind: 'value' }] : [];
    default:
      // Numbers, switches and choices are never words.
      return first === other ? [] : [{ path, expected: String(first), kind: 'value' }];
  }
}

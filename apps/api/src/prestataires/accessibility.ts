import { ACCESSIBILITY_FACTS, type AccessibilityFact } from '@sam/contracts';
import { flag, isSet } from '@sam/db';

/** An address row's accessibility columns (0/1, one per fact; migration 0009). */
export type AccessibilityColumns = Record<AccessibilityFact, number | boolean | null>;

/** The facts an address row has, in ACCESSIBILITY_FACTS order. */
export function accessibilityOf(row: AccessibilityColumns): AccessibilityFact[] {
  return ACCESSIBILITY_FACTS.filter((fact) => isSet(row[fact]));
}

/** The address columns that store these facts (every fact: an unticked one is written 0). */
export function accessibilityColumns(facts: readonly AccessibilityFact[] | undefined): Record<AccessibilityFact, number> {
  return Object.fromEntries(ACCESSIBILITY_FACTS.map((fact) => [fact, flag((facts ?? []).includes(fact))])) as Record<AccessibilityFact, number>;
}

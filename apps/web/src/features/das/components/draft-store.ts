import type { ScreeningLine, ScreeningReport } from '@portledger/contracts';
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { DaFields, DraftLine } from './form-values.ts';

/**
 * The cost-items form's state outside React, so a keystroke re-renders only its own row and the
 * totals (a DA of 200 lines stays smooth): rows subscribe to their line, totals to the version.
 */
export class DraftStore {
  private lines = new Map<string, DraftLine>();
  private order: string[] = [];
  private listeners = new Set<() => void>();
  private errors: Record<string, string> = {};
  private reasonErrors: Record<string, string> = {};
  private screeningLines = new Map<number, ScreeningLine>();
  private fields: DaFields = {};
  /** The screening assistant's report on this document, once it has arrived (issue 10). */
  screening: ScreeningReport | null = null;
  private seq = 0;
  version = 0;
  /** The edits have been sent with an action that succeeded (the DA reloads into a new form). */
  sent = false;

  constructor(lines: DraftLine[]) {
    for (const line of lines) this.lines.set(line.key, line);
    this.order = lines.map((line) => line.key);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private emit() {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }

  get = (key: string) => this.lines.get(key);
  /** The keys of the lines still on the form, in order (a new array only when lines come or go). */
  keys = () => this.order;
  all = () => this.order.map((key) => this.lines.get(key)!);
  /** Every line, deleted ones included (a saved line that was deleted is sent as _destroy). */
  everything = () => [...this.lines.values()];
  errorOf = (key: string) => this.errors[key];
  reasonErrorOf = (key: string) => this.reasonErrors[key];
  /** The evidence and flags of a saved line (null before the report arrives, or a new line). */
  screeningOf = (id: number | undefined) => (id === undefined ? undefined : this.screeningLines.get(id));
  getScreening = () => this.screening;
  /** The fields below the lines that the user has touched (the leave guard compares them). */
  daFields = (): Readonly<DaFields> => this.fields;

  update(key: string, change: Partial<DraftLine>) {
    const line = this.lines.get(key);
    if (!line) return;
    this.lines.set(key, { ...line, ...change });
    this.sent = false;
    if (this.errors[key] && change.price !== undefined) {
      const { [key]: _gone, ...rest } = this.errors;
      this.errors = rest;
    }
    if (this.reasonErrors[key] && change.reason !== undefined) {
      const { [key]: _gone, ...rest } = this.reasonErrors;
      this.reasonErrors = rest;
    }
    this.emit();
  }

  add(line: Omit<DraftLine, 'key'>) {
    this.seq += 1;
    this.sent = false;
    const key = `n${this.seq}`;
    this.lines.set(key, { ...line, key });
    // A new item goes after the last line of its category, so the groups stay together.
    const last = this.order.findLastIndex((other) => this.lines.get(other)?.categoryId === line.categoryId);
    this.order = last < 0 ? [...this.order, key] : this.order.toSpliced(last + 1, 0, key);
    this.emit();
    return key;
  }

  remove(key: string) {
    this.update(key, { destroyed: true });
    this.order = this.order.filter((other) => other !== key);
    this.emit();
  }

  /**
   * A field below the lines as the user left it (the action forms report it, see leave-guard.tsx).
   * Nothing renders from it, so no listener is told. The form also reports a field on validation:
   * an unchanged value is no new edit.
   */
  setField<K extends keyof DaFields>(name: K, value: DaFields[K]) {
    if (name in this.fields && Object.is(this.fields[name], value)) return;
    this.fields = { ...this.fields, [name]: value };
    this.sent = false;
  }

  /** An action took the edits: leaving now loses nothing (see leave-guard.tsx). */
  markSent() {
    this.sent = true;
  }

  setErrors(errors: Record<string, string>, reasons: Record<string, string> = {}) {
    this.errors = errors;
    this.reasonErrors = reasons;
    this.emit();
  }

  setScreening(report: ScreeningReport | null) {
    this.screening = report;
    this.screeningLines = new Map(report?.lines.map((line) => [line.line_id, line]));
    this.emit();
  }
}

export const DraftContext = createContext<DraftStore | null>(null);

export function useDraftStore(): DraftStore {
  const store = useContext(DraftContext);
  if (!store) throw new Error('DraftContext missing');
  return store;
}

/** One line; re-renders only when that line (or its error) changes. */
export function useDraftLine(key: string) {
  const store = useDraftStore();
  const line = useSyncExternalStore(store.subscribe, () => store.get(key));
  const error = useSyncExternalStore(store.subscribe, () => store.errorOf(key));
  return { line, error, store };
}

/** The reason error of one line (the FDA's 422 on a missing variance reason). */
export function useReasonError(key: string) {
  const store = useDraftStore();
  return useSyncExternalStore(store.subscribe, () => store.reasonErrorOf(key));
}

/** The screening report of the form (null until it arrives, or where none is shown). */
export function useScreeningReport() {
  const store = useDraftStore();
  return useSyncExternalStore(store.subscribe, store.getScreening);
}

/** The lines on the form, re-rendering when any changes (totals). */
export function useDraftVersion() {
  const store = useDraftStore();
  useSyncExternalStore(store.subscribe, () => store.version);
  return store;
}

export function useDraftKeys() {
  const store = useDraftStore();
  return useSyncExternalStore(store.subscribe, store.keys);
}

import type { z } from 'zod';
import type { AgencyContext } from '#server/lib/context';
import type { PermissionKey } from '#shared/domain/permissions';

/**
 * A read-only tool of the assistant: both answerers call it through the runner, which checks
 * the caller's sections (every one listed) in a tenant transaction of its own.
 */
export type AssistantTool<I = unknown, O = unknown> = {
  name: string;
  sections: readonly PermissionKey[];
  /** For the model: what the tool answers and when to use it. */
  description: string;
  input: z.ZodType<I>;
  run: (ctx: AgencyContext, input: I) => Promise<O>;
};

// The erasure a list of tools of different inputs needs; defineTool keeps each one typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type AnyTool = AssistantTool<any, unknown>;

export const defineTool = <I, O>(tool: AssistantTool<I, O>): AnyTool => tool;

export type ToolFailure = 'unknown_tool' | 'invalid_arguments' | 'forbidden' | 'failed';

/** What a tool call gives back, to the model as JSON or to the built-in answerer. */
export type ToolResult =
  | { ok: true; data: unknown }
  | { ok: false; error: ToolFailure; message: string; sections?: PermissionKey[] };

/** Lists sent to the model stay short: a reply needs a few rows, never a table. */
export const MAX_TOOL_ROWS = 10;

/** Free text from the agency's data, cut so that one long note cannot fill the context. */
export const clip = (text: string | null | undefined, max = 300) => {
  const value = (text ?? '').trim();
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
};

import type { ZodError } from 'zod';
import { inAgency, SectionsRefused, type Asker } from '#server/features/assistant/assistant-tenant';
import { findTool, ASSISTANT_TOOLS } from '#server/features/assistant/tools/index';
import { clip, type AnyTool, type ToolResult } from '#server/features/assistant/tools/tool';
import { assistantScreen } from '#shared/i18n/fr-assistant';
import { fr } from '#shared/i18n/fr';

const describeIssues = (error: ZodError) =>
  error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.') || 'arguments'}: ${issue.message}`)
    .join('; ');

/**
 * Runs one tool call of either answerer: arguments checked by the tool's schema (a bad call is
 * a result the model can read, never an error for the user), then the tool in a tenant
 * transaction of its own, refused when the caller lacks one of its sections.
 */
export async function runTool(asker: Asker, name: string, rawArgs: unknown): Promise<ToolResult> {
  const tool = findTool(name);
  if (!tool) {
    return { ok: false, error: 'unknown_tool', message: `Unknown tool: ${clip(name, 60)}` };
  }
  const parsed = tool.input.safeParse(rawArgs ?? {});
  if (!parsed.success) {
    const message = `Invalid arguments: ${clip(describeIssues(parsed.error), 300)}`;
    return { ok: false, error: 'invalid_arguments', message };
  }
  try {
    const data = await inAgency(asker, tool.sections, (ctx) => tool.run(ctx, parsed.data));
    return { ok: true, data };
  } catch (error) {
    if (error instanceof SectionsRefused) {
      const labels = error.sections.map((key) => fr.sections[key]).join(', ');
      const message = assistantScreen.answers.noAccess(labels);
      return { ok: false, error: 'forbidden', message, sections: error.sections };
    }
    asker.deps.logger?.error({ err: error, tool: tool.name }, 'an assistant tool failed');
    return { ok: false, error: 'failed', message: assistantScreen.answers.toolFailed };
  }
}

/** The tools as one answer sees them: their list and a runner bound to the caller. */
export type Toolbox = {
  tools: readonly AnyTool[];
  run: (name: string, rawArgs: unknown) => Promise<ToolResult>;
};

export const createToolbox = (asker: Asker): Toolbox => ({
  tools: ASSISTANT_TOOLS,
  run: (name, rawArgs) => runTool(asker, name, rawArgs),
});

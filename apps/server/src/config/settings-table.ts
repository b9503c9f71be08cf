import { z } from 'zod';
import { envSchema } from './config.ts';
import { metricsEnvSchema } from './metrics-config.ts';
import { paymentsEnvSchema } from './payments-config.ts';
import { pipelineEnvSchema } from './pipeline-config.ts';
import { s3EnvSchema } from './storage-config.ts';

/** Where the table is written: the README's settings section, between these two lines. */
export const SETTINGS_START = '<!-- settings:start (npm run docs:settings writes this table) -->';
export const SETTINGS_END = '<!-- settings:end -->';

/**
 * The settings table as Markdown, made from the schemas the server validates its environment with, so the
 * documented names, defaults and meanings are the ones it reads. A setting's `meta` holds its description and,
 * when the schema's own default is not what a person sees (none, or one computed at start), `defaultText`.
 */
export function settingsTable(): string {
  const rows = [envSchema, pipelineEnvSchema, s3EnvSchema, metricsEnvSchema, paymentsEnvSchema].flatMap(
    (schema) => Object.entries(schema.shape).map(([name, setting]) => settingRow(name, setting)),
  );
  return ['| Setting | Default | What it does |', '| --- | --- | --- |', ...rows].join('\n');
}

function settingRow(name: string, setting: z.ZodType): string {
  const meta = setting.meta();
  if (typeof meta?.description !== 'string') throw new Error(`Setting ${name} has no description`);
  const shown =
    typeof meta.defaultText === 'string'
      ? meta.defaultText
      : setting instanceof z.ZodDefault
        ? `\`${String(setting.def.defaultValue)}\``
        : undefined;
  if (shown === undefined) throw new Error(`Setting ${name} has no default to show: give it defaultText`);
  return `| \`${name}\` | ${shown} | ${meta.description} |`;
}

/** `document` with the text between the markers replaced by the current table. */
export function withSettingsTable(document: string): string {
  const start = document.indexOf(SETTINGS_START);
  const end = document.indexOf(SETTINGS_END);
  if (start < 0 || end < start) throw new Error('The settings markers are missing');
  return `${document.slice(0, start + SETTINGS_START.length)}\n\n${settingsTable()}\n\n${document.slice(end)}`;
}

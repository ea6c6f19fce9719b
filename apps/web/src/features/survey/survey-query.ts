import { UninstallSurveyRequestSchema, queryValue, type QueryInput, type UninstallSurveyRequest } from '@kestrel/domain';

export type SurveyApp = Pick<UninstallSurveyRequest, 'app_type' | 'app_version'>;

const { app_type: appTypeSchema, app_version: appVersionSchema } = UninstallSurveyRequestSchema.shape;

/**
 * The extension's app type and version, from the query of the address its uninstall link opens
 * (`?app_type=…&app_version=…`), each kept only when the survey's schema takes it: the answer must
 * not be refused for a part the visitor never typed, so a bad value is left out, not reported.
 */
export function surveyAppOf(query: QueryInput): SurveyApp {
  const type = queryValue(query, 'app_type')?.trim();
  const version = queryValue(query, 'app_version');
  // Number('') is 0 and Number('1e3') 1000: only plain digits are an app type.
  const parsedType = type !== undefined && /^\d{1,9}$/.test(type) ? appTypeSchema.safeParse(Number(type)) : undefined;
  const parsedVersion = version === undefined ? undefined : appVersionSchema.safeParse(version);
  return {
    ...(parsedType?.success && parsedType.data !== undefined ? { app_type: parsedType.data } : {}),
    ...(parsedVersion?.success && parsedVersion.data ? { app_version: parsedVersion.data } : {}),
  };
}

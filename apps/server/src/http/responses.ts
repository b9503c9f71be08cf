import { problemSchema } from '@docread/contracts';

/** Problem answers documented in the OpenAPI document; the error handler's output matches this schema. */
export const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
} as const;

import type { AcceptedJob, JobList, JobResult } from '@docread/sdk';
import {
  type IDataObject,
  type IExecuteFunctions,
  type IHttpRequestOptions,
  type INodeExecutionData,
  type INodeType,
  type INodeTypeDescription,
  type JsonObject,
  NodeApiError,
  NodeConnectionTypes,
} from 'n8n-workflow';

const DOCUMENT_TYPES = [
  { name: 'Bank Statement', value: 'bank_statement' },
  { name: 'Contract', value: 'contract' },
  { name: 'Form', value: 'form' },
  { name: 'ID Card', value: 'id' },
  { name: 'Invoice', value: 'invoice' },
  { name: 'Other', value: 'other' },
  { name: 'Passport', value: 'passport' },
  { name: 'Receipt', value: 'receipt' },
];
const PAGE_LIMIT = 100;

export class DocRead implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'DocRead',
    name: 'docRead',
    icon: 'file:docread.svg',
    group: ['transform'],
    version: 1,
    subtitle: '={{$parameter["operation"]}}',
    description: 'Read invoices, receipts, IDs and other documents in Hebrew and English with DocRead',
    defaults: { name: 'DocRead' },
    inputs: [NodeConnectionTypes.Main],
    outputs: [NodeConnectionTypes.Main],
    credentials: [{ name: 'docReadApi', required: true }],
    properties: [
      {
        displayName: 'Operation',
        name: 'operation',
        type: 'options',
        noDataExpression: true,
        options: [
          {
            name: 'Process Document',
            value: 'process',
            action: 'Process a document',
            description: 'Send a file from the binary input to be read',
          },
          {
            name: 'Get Result',
            value: 'getResult',
            action: 'Get a result',
            description: "A job's status and, once done, its result",
          },
          {
            name: 'List Jobs',
            value: 'listJobs',
            action: 'List jobs',
            description: 'Jobs made with this API key, newest first',
          },
        ],
        default: 'process',
      },
      {
        displayName: 'Input Binary Field',
        name: 'binaryPropertyName',
        type: 'string',
        default: 'data',
        required: true,
        displayOptions: { show: { operation: ['process'] } },
        description:
          'The binary field of the input item that holds the file (PDF, PNG, JPEG, TIFF, WebP, HEIC)',
      },
      {
        displayName: 'Wait for Result',
        name: 'wait',
        type: 'boolean',
        default: true,
        displayOptions: { show: { operation: ['process'] } },
        description:
          'Whether to wait while the document is read (POST /v3/process) or only queue it and return its job ID (POST /v3/process/async)',
      },
      {
        displayName: 'Options',
        name: 'options',
        type: 'collection',
        placeholder: 'Add Option',
        default: {},
        displayOptions: { show: { operation: ['process'] } },
        options: [
          {
            displayName: 'Document Type',
            name: 'documentType',
            type: 'options',
            options: DOCUMENT_TYPES,
            default: 'invoice',
            description: 'A hint; left out, the type is detected',
          },
          {
            displayName: 'Language Hint',
            name: 'languageHint',
            type: 'options',
            options: [
              { name: 'Hebrew and English', value: 'he+en' },
              { name: 'Hebrew', value: 'he' },
              { name: 'English', value: 'en' },
            ],
            default: 'he+en',
          },
          {
            displayName: 'Webhook URL',
            name: 'webhookUrl',
            type: 'string',
            default: '',
            description:
              "Where DocRead posts the signed result event of this job (for example a DocRead Trigger's production URL); queued jobs only",
          },
        ],
      },
      {
        displayName: 'Job ID',
        name: 'jobId',
        type: 'string',
        default: '',
        required: true,
        displayOptions: { show: { operation: ['getResult'] } },
      },
      {
        displayName: 'Return All',
        name: 'returnAll',
        type: 'boolean',
        default: false,
        displayOptions: { show: { operation: ['listJobs'] } },
        description: 'Whether to return all results or only up to a given limit',
      },
      {
        displayName: 'Limit',
        name: 'limit',
        type: 'number',
        typeOptions: { minValue: 1 },
        default: 50,
        displayOptions: { show: { operation: ['listJobs'], returnAll: [false] } },
        description: 'Max number of results to return',
      },
    ],
  };

  async execute(this: IExecuteFunctions): Promise<INodeExecutionData[][]> {
    const { baseUrl } = await this.getCredentials<{ baseUrl: string }>('docReadApi');
    const base = baseUrl.replace(/\/+$/, '');
    const call = async <T>(options: Omit<IHttpRequestOptions, 'url'> & { path: string }): Promise<T> => {
      const { path, ...rest } = options;
      try {
        return (await this.helpers.httpRequestWithAuthentication.call(this, 'docReadApi', {
          ...rest,
          url: `${base}${path}`,
          json: true,
        })) as T;
      } catch (error) {
        throw new NodeApiError(this.getNode(), error as JsonObject);
      }
    };

    const output: INodeExecutionData[] = [];
    const items = this.getInputData();
    for (let i = 0; i < items.length; i++) {
      try {
        const operation = this.getNodeParameter('operation', i) as string;
        if (operation === 'process') {
          const property = this.getNodeParameter('binaryPropertyName', i) as string;
          const wait = this.getNodeParameter('wait', i) as boolean;
          const options = this.getNodeParameter('options', i, {}) as IDataObject;
          const binary = this.helpers.assertBinaryData(i, property);
          const bytes = await this.helpers.getBinaryDataBuffer(i, property);
          const form = new FormData();
          form.append(
            'file',
            new Blob([new Uint8Array(bytes)], { type: binary.mimeType }),
            binary.fileName ?? 'document',
          );
          for (const field of ['documentType', 'languageHint', 'webhookUrl'])
            if (options[field]) form.append(field, String(options[field]));
          const answer = await call<JobResult | AcceptedJob>({
            method: 'POST',
            path: wait ? '/v3/process' : '/v3/process/async',
            body: form,
            // n8n runs the node again on "Retry On Fail": the same key makes the server answer the first
            // submission instead of reading (and billing) the document twice.
            headers: { 'Idempotency-Key': `n8n-${this.getExecutionId()}-${this.getNode().id}-${i}` },
          });
          output.push({ json: answer as unknown as IDataObject, pairedItem: { item: i } });
        } else if (operation === 'getResult') {
          const jobId = this.getNodeParameter('jobId', i) as string;
          const result = await call<JobResult>({
            method: 'GET',
            path: `/v3/results/${encodeURIComponent(jobId)}`,
          });
          output.push({ json: result as unknown as IDataObject, pairedItem: { item: i } });
        } else {
          const returnAll = this.getNodeParameter('returnAll', i) as boolean;
          const wanted = returnAll ? Number.POSITIVE_INFINITY : (this.getNodeParameter('limit', i) as number);
          let cursor: string | null = null;
          let count = 0;
          do {
            const page: JobList = await call<JobList>({
              method: 'GET',
              path: '/v3/jobs',
              qs: { limit: Math.min(PAGE_LIMIT, wanted - count), ...(cursor ? { cursor } : {}) },
            });
            for (const job of page.jobs.slice(0, wanted - count))
              output.push({ json: job as unknown as IDataObject, pairedItem: { item: i } });
            count = Math.min(wanted, count + page.jobs.length);
            cursor = page.nextCursor;
          } while (cursor && count < wanted);
        }
      } catch (error) {
        if (!this.continueOnFail()) throw error;
        output.push({ json: { error: (error as Error).message }, pairedItem: { item: i } });
      }
    }
    return [output];
  }
}

import { verifyWebhook, WebhookVerificationError } from '@docread/sdk';
import {
  type IDataObject,
  type INodeType,
  type INodeTypeDescription,
  type IWebhookFunctions,
  type IWebhookResponseData,
  NodeConnectionTypes,
} from 'n8n-workflow';

export class DocReadTrigger implements INodeType {
  description: INodeTypeDescription = {
    displayName: 'DocRead Trigger',
    name: 'docReadTrigger',
    icon: 'file:docread.svg',
    group: ['trigger'],
    version: 1,
    description: 'Starts the workflow when DocRead sends a signed webhook (Standard Webhooks)',
    defaults: { name: 'DocRead Trigger' },
    inputs: [],
    outputs: [NodeConnectionTypes.Main],
    credentials: [{ name: 'docReadWebhookApi', required: true }],
    webhooks: [{ name: 'default', httpMethod: 'POST', responseMode: 'onReceived', path: 'webhook' }],
    properties: [
      {
        displayName:
          "Add this node's production URL as a webhook in the DocRead portal (Webhooks), or pass it as a job's Webhook URL, and put the signing secret it shows in the credential",
        name: 'notice',
        type: 'notice',
        default: '',
      },
      {
        displayName: 'Events',
        name: 'events',
        type: 'multiOptions',
        options: [
          { name: 'Document Uploaded', value: 'document_uploaded' },
          { name: 'Processing Completed', value: 'processing_completed' },
          { name: 'Processing Failed', value: 'processing_failed' },
          { name: 'Test (Portal Test Button)', value: 'test' },
        ],
        default: ['processing_completed', 'processing_failed'],
        description: 'Events that start the workflow; others are acknowledged and dropped',
      },
    ],
  };

  async webhook(this: IWebhookFunctions): Promise<IWebhookResponseData> {
    const { secret } = await this.getCredentials<{ secret: string }>('docReadWebhookApi');
    const response = this.getResponseObject();
    // The signature covers the bytes as sent; n8n's parsed body, serialised again, would not match it.
    const rawBody: Buffer = this.getRequestObject().rawBody;
    try {
      const event = await verifyWebhook(secret, this.getHeaderData(), rawBody);
      const events = this.getNodeParameter('events', []) as string[];
      // A 2xx still answers a dropped event: otherwise DocRead would retry a delivery nobody wants.
      if (!events.includes(event.type)) return { webhookResponse: { received: true, ignored: event.type } };
      return { workflowData: [[{ json: event as unknown as IDataObject }]] };
    } catch (error) {
      if (!(error instanceof WebhookVerificationError)) throw error;
      response.status(401).json({ error: 'invalid_signature', reason: error.reason });
      return { noWebhookResponse: true };
    }
  }
}

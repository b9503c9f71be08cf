import type { ICredentialType, INodeProperties } from 'n8n-workflow';

/** Apart from the API key: the trigger needs only the secret that signs deliveries, never the key. */
export class DocReadWebhookApi implements ICredentialType {
  name = 'docReadWebhookApi';
  displayName = 'DocRead Webhook Signing Secret';
  properties: INodeProperties[] = [
    {
      displayName: 'Signing Secret',
      name: 'secret',
      type: 'string',
      typeOptions: { password: true },
      default: '',
      required: true,
      placeholder: 'whsec_…',
      description:
        "Shown once when the webhook is added in the DocRead portal (Webhooks); for jobs sent with a webhookUrl, the API key's callbackSecret",
    },
  ];
}

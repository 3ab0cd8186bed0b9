import type { UploadedFile } from '@portledger/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n.ts';
import { setStored } from '../lib/storage.ts';
import { FileUpload } from './file-upload.tsx';

const stored: UploadedFile = {
  id: 41,
  file_url: '/uapi/files/41',
  original_filename: '装货港 SOF.pdf',
  content_type: 'application/pdf',
  byte_size: 12,
};
let answer: { status: number; body: unknown };
const requests: { url: string; init: RequestInit }[] = [];

beforeEach(() => {
  requests.length = 0;
  setStored('token', 'secret-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Harness({ onChange }: { onChange: (files: UploadedFile[]) => void }) {
  const [value, setValue] = useState<UploadedFile[]>([]);
  return (
    <App>
      <FileUpload
        value={value}
        onChange={(files) => {
          setValue(files);
          onChange(files);
        }}
      />
    </App>
  );
}

const pick = (name: string) => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], name, { type: 'application/pdf' })] } });
};

describe('FileUpload', () => {
  it('uploads with the session token in a header and reports the stored file', async () => {
    answer = { status: 200, body: { code: 200, msg: 'ok', data: stored } };
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    pick('装货港 SOF.pdf');
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([stored]));
    expect(requests[0]!.url).toBe('/uapi/files');
    expect(new Headers(requests[0]!.init.headers).get('Authorization')).toBe('secret-token');
    expect((requests[0]!.init.body as FormData).get('file')).toBeInstanceOf(File);
    expect(screen.getByText('装货港 SOF.pdf')).toBeTruthy();
  });

  it("shows the server's message when the upload is refused and keeps the value empty", async () => {
    const msg = 'This type of file is not accepted.';
    answer = { status: 415, body: { code: 415, msg, data: null } };
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    pick('setup.pdf');
    await waitFor(() => expect(screen.getByText(`setup.pdf could not be uploaded: ${msg}`)).toBeTruthy());
    expect(onChange).not.toHaveBeenCalled();
  });
});

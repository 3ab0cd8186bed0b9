import { type CertificateCreateRequest, certificateResponse } from '@portledger/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { invalidateVesselQueries } from './invalidate.ts';

const certificateData = certificateResponse.shape.data;

/**
 * POST /vessels/{id}/certificates, or PUT .../{certificateId} when one is given (operators). The
 * form always sends every field, so one body type serves both.
 */
export async function saveCertificate({
  vesselId,
  certificateId,
  body,
}: {
  vesselId: number;
  certificateId?: number;
  body: CertificateCreateRequest;
}) {
  const path = `/vessels/${vesselId}/certificates`;
  const data = certificateId
    ? await http.put<unknown>(`${path}/${certificateId}`, body)
    : await http.post<unknown>(path, body);
  return certificateData.parse(data).object;
}

export function useSaveCertificate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveCertificate, onSuccess: () => invalidateVesselQueries(queryClient) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { invalidateVesselQueries } from './invalidate.ts';

/** DELETE /vessels/{id}/certificates/{certificateId} (operators). */
export async function deleteCertificate({
  vesselId,
  certificateId,
}: {
  vesselId: number;
  certificateId: number;
}) {
  await http.delete<null>(`/vessels/${vesselId}/certificates/${certificateId}`);
}

export function useDeleteCertificate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCertificate,
    onSuccess: () => invalidateVesselQueries(queryClient),
  });
}

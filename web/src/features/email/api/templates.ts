import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailTemplate, EmailTemplateInput } from '@recruit/core/schemas';
import { api, apiRequest } from '@/lib/api';

export type { EmailTemplate };
export const templatesKey = ['email', 'templates'] as const;

/** GET /api/email/templates: the user's templates (the spec's three seeded on first use). */
export const useEmailTemplates = () =>
  useQuery({
    queryKey: templatesKey,
    queryFn: async () => (await api.get<{ templates: EmailTemplate[] }>('/api/email/templates')).templates,
  });

/** POST /api/email/templates, or PUT /api/email/templates/:id with an id. */
export const useSaveTemplate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: EmailTemplateInput & { id?: string }) =>
      id
        ? apiRequest<EmailTemplate>('PUT', `/api/email/templates/${encodeURIComponent(id)}`, body)
        : api.post<EmailTemplate>('/api/email/templates', body),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesKey }),
  });
};

/** DELETE /api/email/templates/:id. */
export const useDeleteTemplate = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ ok: true }>('DELETE', `/api/email/templates/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: templatesKey }),
  });
};

/**
 * orval's `override.formData` builder for every multipart call. The generated builder only appends the
 * properties the schema names, so the per-variant image fields of updateProduct (`variantMainImage_{i}`,
 * `variantAdditionalImages_{i}`) would be dropped; this one appends every defined field.
 */
export function toFormData<Body>(body: Body): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item instanceof Blob) form.append(key, item);
      else if (typeof item === 'object') form.append(key, JSON.stringify(item));
      else form.append(key, String(item));
    }
  }
  return form;
}

export default toFormData;

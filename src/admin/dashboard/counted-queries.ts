/**
 * The dashboard's three limited lists (sales by product, by variant, low stock) with the total the server tells in
 * X-Total-Count: the generated hooks give the body only. Same URLs and query keys as the generated hooks, so a
 * test's mock and react-query's cache see the same calls.
 */
import { useQuery } from '@tanstack/react-query';
import {
  getGetLowStockProductsQueryKey,
  getGetLowStockProductsUrl,
  getGetSalesByProductQueryKey,
  getGetSalesByProductUrl,
  getGetSalesByVariantQueryKey,
  getGetSalesByVariantUrl,
} from '../../../generated/api/dashboard/dashboard';
import type {
  GetLowStockProductsParams,
  GetSalesByProductParams,
  GetSalesByVariantParams,
  LowStockProduct,
  SalesByProductRow,
  SalesByVariantRow,
} from '../../../generated/models';
import { apiFetchCounted } from '../../shared/api-fetch';

function useCounted<T>(queryKey: readonly unknown[], url: string) {
  return useQuery({
    queryKey: [...queryKey, 'counted'],
    queryFn: ({ signal }) => apiFetchCounted<T>(url, { method: 'GET', signal }),
  });
}

export const useSalesByProduct = (params: GetSalesByProductParams) =>
  useCounted<SalesByProductRow>(getGetSalesByProductQueryKey(params), getGetSalesByProductUrl(params));

export const useSalesByVariant = (params: GetSalesByVariantParams) =>
  useCounted<SalesByVariantRow>(getGetSalesByVariantQueryKey(params), getGetSalesByVariantUrl(params));

export const useLowStockProducts = (params: GetLowStockProductsParams) =>
  useCounted<LowStockProduct>(getGetLowStockProductsQueryKey(params), getGetLowStockProductsUrl(params));

import type { BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { AxiosError, type AxiosRequestConfig } from 'axios';
import { http, problemMessage } from './http';

export interface ApiRequest {
  url: string;
  method?: AxiosRequestConfig['method'];
  params?: Record<string, string | number | undefined>;
}

export interface ApiError {
  status: number | undefined;
  message: string;
}

/** RTK Query over the one axios instance, so calls keep its headers, time-out and 401 event. */
export const axiosBaseQuery: BaseQueryFn<ApiRequest, unknown, ApiError> = async ({
  url,
  method = 'GET',
  params,
}) => {
  try {
    const response = await http.request({ url, method, params });
    return { data: response.data };
  } catch (error) {
    const status = error instanceof AxiosError ? error.response?.status : undefined;
    const fallback = error instanceof Error ? error.message : 'Request failed';
    return { error: { status, message: problemMessage(error) ?? fallback } };
  }
};

/** Every non-OK /api answer carries this body. */
export interface ErrorBody {
  message: string;
}

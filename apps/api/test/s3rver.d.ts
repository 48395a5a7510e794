// The S3 protocol server the storage tests start (a maintained fork of s3rver, no types).
declare module '@20minutes/s3rver' {
  type Options = {
    address?: string
    port?: number
    silent?: boolean
    directory: string
    allowMismatchedSignatures?: boolean
    configureBuckets?: Array<{ name: string }>
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}

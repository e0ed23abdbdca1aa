/** An S3-compatible bucket (AWS, MinIO, Ceph, R2, …): MEDIA_STORE=s3 and the S3_* settings. */
export interface S3Settings {
  /** Unset for AWS itself, which the region then locates. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, an instance's or a pod's role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` addresses, which most self-hosted stores need. */
  forcePathStyle: boolean;
}

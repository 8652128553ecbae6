import { Alert } from 'antd';

/** A failed upload as {@link UploadErrorAlert} shows it. */
export interface UploadError {
  /** The spec §8 message of the failure. */
  title: string;
  /** Server field errors the dialog has no field for (translated), listed under the message. */
  details: string[];
}

/** The error of a failed upload above an upload dialog's form (spec §8): the message, then the other errors. */
export function UploadErrorAlert({ error }: { error: UploadError }) {
  return (
    <Alert
      type="error"
      showIcon
      title={error.title}
      description={
        error.details.length > 0 ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            {error.details.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        ) : undefined
      }
      style={{ marginBottom: 16 }}
    />
  );
}

import { useState } from 'react';
import { Box, Text } from 'ink';
import { ConfirmInput, PasswordInput, Select, TextInput } from '@inkjs/ui';

export type PromptField = {
  name: string;
  label: string;
  kind: 'text' | 'password' | 'select' | 'confirm';
  options?: readonly string[];
  /** Returns the error to show, or undefined when the value is fine. */
  validate?: (value: string, answers: Record<string, string>) => string | undefined;
};

type Props = { fields: PromptField[]; onDone: (answers: Record<string, string>) => void };

/** Asks the fields one after another; answered ones stay on screen (passwords masked). */
export function PromptForm({ fields, onDone }: Props) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [index, setIndex] = useState(0);
  const [error, setError] = useState<string>();
  const field = fields[index];

  const submit = (value: string) => {
    if (!field) return;
    const problem = field.validate?.(value, answers);
    if (problem) return setError(problem);
    setError(undefined);
    const next = { ...answers, [field.name]: value };
    setAnswers(next);
    if (index + 1 >= fields.length) onDone(next);
    else setIndex(index + 1);
  };

  return (
    <Box flexDirection="column">
      {fields.slice(0, index).map((f) => (
        <Text key={f.name}>
          <Text color="green">✔ </Text>
          {f.label}: <Text dimColor>{f.kind === 'password' ? '••••••••' : answers[f.name]}</Text>
        </Text>
      ))}
      {field && (
        <Box flexDirection="column">
          <Box>
            <Text bold>{field.label}: </Text>
            <FieldInput key={field.name} field={field} onSubmit={submit} />
          </Box>
          {error && <Text color="red">{error}</Text>}
        </Box>
      )}
    </Box>
  );
}

function FieldInput({ field, onSubmit }: { field: PromptField; onSubmit: (v: string) => void }) {
  switch (field.kind) {
    case 'password':
      return <PasswordInput onSubmit={onSubmit} />;
    case 'confirm':
      return <ConfirmInput onConfirm={() => onSubmit('yes')} onCancel={() => onSubmit('no')} />;
    case 'select':
      return (
        <Box flexDirection="column">
          <Text> </Text>
          <Select options={(field.options ?? []).map((o) => ({ label: o, value: o }))} onChange={onSubmit} />
        </Box>
      );
    default:
      return <TextInput onSubmit={onSubmit} />;
  }
}

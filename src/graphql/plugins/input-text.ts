// The text rule (src/domain/text.ts) for GraphQL: every string argument, whether written in the document
// or passed as a variable, must be acceptable text (no NUL, no lone surrogates). Otherwise the operation is
// not executed and answers `validation_error` (the same code REST answers with 422), nothing stored.
// Runs on queries and mutations (onExecute) and subscriptions (onSubscribe), over HTTP and WebSocket.
import { BREAK, Kind, visit, type ASTNode, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { findTextProblem, textProblem } from '../../domain/text.js';
import { validationError, type ValidationDetail } from '../../domain/errors.js';
import { toGraphQLError } from '../errors.js';

/**
 * The literal walk's answer per parsed document: graphql-yoga hands out the same DocumentNode for the same
 * text (its document cache), so a repeated query is walked once. Weak: held no longer than the document.
 */
const literalProblems = new WeakMap<DocumentNode, ValidationDetail | null>();

function literalProblem(document: DocumentNode): ValidationDetail | null {
  const known = literalProblems.get(document);
  if (known !== undefined) return known;
  let found: ValidationDetail | null = null;
  visit(document, {
    StringValue(node, _key, _parent, _path, ancestors) {
      const problem = textProblem(node.value);
      if (!problem) return undefined;
      const arg = [...ancestors].reverse().find((a): a is ASTNode => !Array.isArray(a) && (a as ASTNode).kind === Kind.ARGUMENT);
      found = { loc: ['arguments', arg && arg.kind === Kind.ARGUMENT ? arg.name.value : 'literal'], msg: problem, type: 'text_error' };
      return BREAK;
    },
  });
  literalProblems.set(document, found);
  return found;
}

/** Stops an operation (query, mutation or subscription) with a string argument that is not acceptable text. */
type OperationHook = { args: { document: DocumentNode; variableValues?: unknown }; setResultAndStopExecution(r: ExecutionResult): void };
function checkText({ args, setResultAndStopExecution }: OperationHook) {
  const problem = literalProblem(args.document) ?? findTextProblem(args.variableValues ?? {}, ['variables']);
  if (problem) setResultAndStopExecution({ errors: [toGraphQLError(validationError([problem]))] });
}

export function useInputText(): Plugin {
  return { onExecute: checkText, onSubscribe: checkText };
}

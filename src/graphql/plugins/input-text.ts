// The text rule (src/domain/text.ts) for GraphQL: every string argument, whether written in the document
// or passed as a variable, must be acceptable text (no NUL, no lone surrogates). Otherwise the operation is
// not executed and answers `validation_error` (the same code REST answers with 422), nothing stored.
// Runs on queries and mutations (onExecute) and subscriptions (onSubscribe), over HTTP and WebSocket.
import { BREAK, Kind, visit, type ASTNode, type DocumentNode } from 'graphql';
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
  const found = walkLiterals(document);
  literalProblems.set(document, found);
  return found;
}

function walkLiterals(document: DocumentNode): ValidationDetail | null {
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
  return found;
}

function problemOf(document: DocumentNode, variables: unknown): ValidationDetail | null {
  return literalProblem(document) ?? findTextProblem(variables ?? {}, ['variables']);
}

export function useInputText(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const problem = problemOf(args.document, args.variableValues);
      if (problem) setResultAndStopExecution({ errors: [toGraphQLError(validationError([problem]))] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const problem = problemOf(args.document, args.variableValues);
      if (problem) setResultAndStopExecution({ errors: [toGraphQLError(validationError([problem]))] });
    },
  };
}

// Every GraphQL operation of the dashboard, typed from schema.graphql by gql.tada.
import { graphql } from './graphql.js';

export const SignInCheck = graphql(`
  query SignInCheck {
    account {
      accountId
      name
    }
  }
`);

export const OverviewQuery = graphql(`
  query Overview {
    account {
      accountId
      name
      tier
      creditsBalance
      creditsHeld
      concurrencyLimit
      jobsInFlight
      recentLedger {
        amount
        at
        reason
        ref
        companyName
      }
    }
  }
`);

const SelectorFields = graphql(`
  fragment SelectorFields on CriteriaSelector @_unmask {
    areas
    levels
    roles
    titles
    employment
    traits
    ceiling
    tenure {
      min
      max
    }
    scope
    rung
    text
  }
`);

export const CriteriaFields = graphql(
  `
    fragment CriteriaFields on Criteria @_unmask {
      include {
        ...SelectorFields
      }
      exclude {
        areas
        levels
        roles
        titles
        employment
        traits
        ceiling
        tenure {
          min
          max
        }
        scope
        text
        unless {
          ...SelectorFields
        }
      }
      employer {
        sectors
        except
        employees {
          min
          max
        }
        text
      }
    }
  `,
  [SelectorFields],
);

export const WarningFields = graphql(`
  fragment WarningFields on PersonaWarning @_unmask {
    code
    message
    span {
      start
      end
      text
    }
  }
`);

export const PersonaPreviewQuery = graphql(
  `
    query PersonaPreview($definition: String!) {
      personaPreview(definition: $definition) {
        criteria {
          ...CriteriaFields
        }
        warnings {
          ...WarningFields
        }
      }
    }
  `,
  [CriteriaFields, WarningFields],
);

export const PersonasQuery = graphql(
  `
    query Personas {
      personas {
        id
        slug
        name
        definition
        isDefault
        isSystem
        createdAt
        criteriaSource
        criteria {
          ...CriteriaFields
        }
        warnings {
          ...WarningFields
        }
        interpretation {
          included {
            roles
            seniorities
            functions
            conditions
          }
          excluded {
            text
            roles
            seniorities
            functions
            conditions
            except
          }
          unrecognised
        }
      }
    }
  `,
  [CriteriaFields, WarningFields],
);

export const CreatePersona = graphql(`
  mutation CreatePersona($input: CreatePersonaInput!) {
    createPersona(input: $input) {
      slug
      name
      definition
      isDefault
      isSystem
      createdAt
    }
  }
`);

export const UpdatePersona = graphql(`
  mutation UpdatePersona($slug: String!, $input: UpdatePersonaInput!) {
    updatePersona(slug: $slug, input: $input) {
      slug
      name
      definition
      isDefault
      isSystem
      createdAt
    }
  }
`);

export const DeletePersona = graphql(`
  mutation DeletePersona($slug: String!) {
    deletePersona(slug: $slug) {
      deleted
      slug
      defaultSlug
    }
  }
`);

export const SubmitJob = graphql(`
  mutation SubmitJob($input: SubmitJobInput!) {
    submitJob(input: $input) {
      replayed
      job {
        jobId
        status
        message
      }
    }
  }
`);

export const JobLiveFields = graphql(`
  fragment JobLiveFields on Job @_unmask {
    jobId
    status
    stage
    processingState
    nextRetryAt
    message
    input
    companyId
    companyName
    employeesCount
    createdAt
    finishedAt
    creditsCharged
    teamScanned
    preliminaryCandidates
    profilesEnriched
    targetPeopleCount
    persona {
      slug
      name
    }
    preview {
      capped
      counters {
        teamScanned
        preliminaryCandidates
        profilesEnriched
        verified
        targetPeopleCount
      }
      people {
        personRef
        name
        headline
        verificationComplete
      }
    }
  }
`);

export const JobProgress = graphql(
  `
    subscription JobProgress($jobId: ID!) {
      jobProgress(jobId: $jobId) {
        change
        job {
          ...JobLiveFields
        }
      }
    }
  `,
  [JobLiveFields],
);

export const JobResult = graphql(
  `
    query JobResult($id: ID!) {
      job(id: $id) {
        ...JobLiveFields
        company {
          id
          name
          domain
          industry
          employeesCount
        }
        targetPeople {
          rankInCompany
          why
          isDecisionMaker
          person {
            name
            headline
            about
            networkUrl
            location {
              text
            }
          }
          professional {
            role
            function
            tier
            managesPeople
            budgetAuthority
          }
          contact {
            email {
              address
              status
            }
          }
          experience {
            title
            company
            start
            end
            duration
            workplaceType
          }
          education {
            school
            degree
            field
            start
            end
          }
          signals {
            lastActive
            avgEngagement
            postsAboutOwnCompany
            recommendationsCount
            recentPosts {
              content
              postedAt
            }
            authoredArticles {
              title
              published
            }
          }
        }
      }
    }
  `,
  [JobLiveFields],
);

export const CancelJob = graphql(`
  mutation CancelJob($id: ID!) {
    cancelJob(id: $id) {
      jobId
      status
    }
  }
`);

export const RetryJob = graphql(`
  mutation RetryJob($id: ID!) {
    retryJob(id: $id) {
      jobId
      status
    }
  }
`);

export const JobsQuery = graphql(`
  query Jobs($q: String, $first: Int, $after: String) {
    jobs(q: $q, first: $first, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          jobId
          status
          input
          companyName
          persona {
            name
          }
          createdAt
          teamScanned
          targetPeopleCount
          creditsCharged
        }
      }
    }
  }
`);

export const JobUpdates = graphql(`
  subscription JobUpdates {
    jobUpdates {
      change
      jobId
      job {
        jobId
        status
        teamScanned
        targetPeopleCount
      }
    }
  }
`);

export const CreditsQuery = graphql(`
  query Credits($first: Int, $after: String) {
    credits(first: $first, after: $after) {
      balance
      tier
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          amount
          at
          reason
          ref
          companyName
        }
      }
    }
  }
`);

export const ApiKeysQuery = graphql(`
  query ApiKeys {
    account {
      accountId
      apiKeys {
        id
        prefix
        createdAt
        lastUsedAt
        revokedAt
      }
    }
  }
`);

export const CreateApiKey = graphql(`
  mutation CreateApiKey {
    createApiKey {
      apiKey
      key {
        id
        prefix
      }
    }
  }
`);

export const RevokeApiKey = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id)
  }
`);

export const WebhookSecretQuery = graphql(`
  query WebhookSecret {
    webhookSecret {
      secret
      createdAt
      previousSecretExpiresAt
    }
  }
`);

export const RotateWebhookSecret = graphql(`
  mutation RotateWebhookSecret {
    rotateWebhookSecret {
      secret
      createdAt
      previousSecretExpiresAt
    }
  }
`);

export const JobDeliveries = graphql(`
  query JobDeliveries($id: ID!) {
    job(id: $id) {
      jobId
      status
      webhookDeliveries {
        id
        eventId
        eventType
        state
        url
        attempts
        createdAt
        deliveredAt
        nextAttemptAt
        attemptLog {
          at
          httpStatus
          error
          latencyMs
          manual
        }
      }
    }
  }
`);

export const RedeliverWebhook = graphql(`
  mutation RedeliverWebhook($jobId: ID!) {
    redeliverJobWebhook(jobId: $jobId) {
      eventId
      state
      delivery {
        id
        state
      }
    }
  }
`);

/** The docs home: where to start, every section, and every API version. */
import React, {type ReactNode} from 'react';
import Link from '@site/src/components/VersionAwareLink';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {LATEST_VERSION, SITE} from '@site/src/constants';
import VersionList from '@site/src/components/VersionList';
import {codeLanguage} from '@site/src/components/LanguageTabs/languages';
import {sampleLanguagesFor} from '@site/src/versioning/sample-languages';
import styles from './index.module.css';

/** "Shell, JavaScript, …, and Swift": the languages of the latest version's code samples, as its tabs name them. */
const LATEST_SAMPLE_LANGUAGES = new Intl.ListFormat('en', {type: 'conjunction'}).format(
  sampleLanguagesFor(LATEST_VERSION).map((language) => codeLanguage(language).label),
);

const SECTIONS = [
  {
    title: 'Overview',
    to: '/overview/',
    text: 'What Typesense is, what it is good at, and how it compares with the alternatives.',
  },
  {
    title: 'Guide',
    to: '/guide/',
    text: 'Install Typesense, build a search experience step by step, and run it in production.',
  },
  {
    title: `API Reference (v${LATEST_VERSION})`,
    to: `/${LATEST_VERSION}/api/`,
    text: `Every endpoint and parameter of the Typesense server, with requests in ${LATEST_SAMPLE_LANGUAGES}.`,
  },
  {
    title: 'Cloud Management API',
    to: '/cloud-management-api/v1/',
    text: 'Create, scale and manage Typesense Cloud clusters from your own code.',
  },
];

export default function DocsHome(): ReactNode {
  return (
    <Layout
      title="Typesense Documentation"
      description="Documentation for Typesense, the open source, typo-tolerant search engine, and for Typesense Cloud.">
      <main className="container margin-vert--lg">
        <header className={styles.hero}>
          <Heading as="h1" id="typesense-documentation">
            Typesense Documentation
          </Heading>
          <p className={styles.lead}>
            Typesense is an open source search engine that answers in milliseconds, forgives typos, and runs on your own
            servers or on Typesense Cloud. These docs take you from a first query to a highly available cluster.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/guide/">
              Get started
            </Link>
            <Link className="button button--secondary button--lg" to={`/${LATEST_VERSION}/api/`}>
              API reference
            </Link>
          </div>
        </header>

        <section className={styles.sections} aria-label="Sections of the docs">
          {SECTIONS.map((section) => (
            <Link key={section.to} to={section.to} className={styles.card}>
              <Heading as="h2" className={styles.cardTitle}>
                {section.title}
              </Heading>
              <p>{section.text}</p>
            </Link>
          ))}
        </section>

        <section className={styles.block}>
          <Heading as="h2" id="typesense-versions">
            Typesense Versions
          </Heading>
          <p>
            The API reference is kept for every release of the server. Read the version you run: each one lists only
            what that release could do. New here? Start with the latest, v{LATEST_VERSION}.
          </p>
          <VersionList />
        </section>

        <section className={styles.block}>
          <Heading as="h2" id="help-us-improve-the-docs">
            Help us improve the docs
          </Heading>
          <p>
            Found something unclear, outdated or missing? Every page has an <em>Edit this page</em> link at the bottom
            that opens its source on GitHub, where you can propose a change. For questions about Typesense itself, see
            the <Link to="/help.html">help page</Link>, or open an issue in the{' '}
            <Link href={SITE.serverRepositoryUrl}>Typesense repository</Link>.
          </p>
        </section>
      </main>
    </Layout>
  );
}

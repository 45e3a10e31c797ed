/**
 * The newsletter builder (03 §2, §4, §7, §8; D3, D16, D25): 'Nowy newsletter', a loading indicator, then
 * the e-mail as the shared renderer (`@redakcja/ui/newsletter`, the CLI's too) builds it from
 * GET /api/newsletter_data and the builder's state, shown in a sandboxed frame where no script runs. The
 * frame holds exactly the HTML that 'Wygeneruj html' publishes (docs/decisions.md WEB-NL1); the editing
 * controls sit beside it, one block each, in the e-mail's order. The last saved record prefills a new
 * newsletter; an edit route (D25) prefills from its own unsent record and regenerates it in place.
 */
import {
  createNewslettersResource,
  fromNewsletter,
  isNewsletterSent,
  type JobOffer,
  NEWSLETTER_CATEGORIES,
  NEWSLETTER_WIDTHS,
  type Newsletter,
  type NewsletterBanner,
  type NewsletterBuilderState,
  type NewsletterData,
  type NewsletterVariant,
  newsletterHtmlPath,
  newsletterMessages,
  type PagingClient,
  resolveLink,
  resourceOf,
  toAlternativeNewsletterPayload,
  toNewsletterPayload,
} from '@redakcja/api-sdk';
import { Button, SaveButton, Spinner } from '@redakcja/ui';
import {
  NEWSLETTER_CSS,
  NEWSLETTER_TEXTS,
  renderNewsletter,
  toNewsletterRenderData,
} from '@redakcja/ui/newsletter';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { ForeignHtmlFrame } from '../../../shared/ForeignHtmlFrame';
import { UnsavedChangesGuard } from '../../../shared/form/UnsavedChangesGuard';
import { useSave } from '../../../shared/form/useSave';
import * as layout from '../../../shared/layout.css';
import { pathTo } from '../../../shared/routePaths';
import { useRuntimeConfig } from '../../../shared/runtimeConfig';
import { Screen } from '../../../shared/Screen';
import { useApiClient } from '../../../shared/session';
import { BANNER_DIALOG_TITLE, BANNER_TEXTS, BannerDialog } from './BannerDialog';
import * as styles from './builder.css';
import { EXCLUSIVE_DIALOG_TITLE, ExclusiveSegmentDialog } from './ExclusiveSegmentDialog';
import { JOB_OFFERS_DIALOG_TITLE, JobOffersDialog, jobOfferLabel } from './JobOffersDialog';
import { LeadSegmentDialog } from './LeadSegmentDialog';
import { builderDataQuery, leadAuthorQuery, newsletterKeys, newsletterRecordQuery } from './queries';

export const BUILDER_TEXTS = {
  newTitle: 'Nowy newsletter',
  preview: 'Podgląd newslettera',
  blocks: 'Bloki newslettera',
  loadFailed: 'Nie udało się wczytać danych newslettera.',
  retry: 'Spróbuj ponownie',
  editLead: 'Edytuj segment',
  lead: 'Segment wstępny',
  exclusive: 'Segment exclusive',
  empty: 'Pusty',
  noBanner: 'Brak baneru',
  bannerImage: (img: string) => `Obraz: ${img}`,
  bannerText: (txt: string) => `Tekst: ${txt}`,
  articles: (count: number) => `Artykuły: ${count}`,
  noPartnerBox: 'Brak boxu partnerskiego',
  noOffers: 'Nie wybrano ofert.',
  footer: 'Stopka',
  footerHint: "Link 'ZOBACZ W PRZEGLĄDARCE' prowadzi do kopii statycznej:",
} as const;

/** The portal's site for article links: the API's origin, as the CLI's `--site-url` defaults (CLI-7). */
function siteUrlOf(apiBaseUrl: string): string {
  try {
    return new URL(apiBaseUrl).origin;
  } catch {
    return apiBaseUrl;
  }
}

export function NewsletterBuilderScreen({ variant }: { variant: NewsletterVariant }) {
  const { id } = useParams();
  const client = useApiClient();
  const data = useQuery(builderDataQuery(client));
  const record = useQuery({ ...newsletterRecordQuery(client, id ?? ''), enabled: id !== undefined });
  const title = id === undefined ? BUILDER_TEXTS.newTitle : undefined;
  const listPath = pathTo('newsletters');

  // D25: an edit route whose record does not load, or is sent, leaves for the list.
  if (id !== undefined && (record.isError || (record.data && isNewsletterSent(record.data)))) {
    return <Navigate to={listPath} replace />;
  }
  if (data.isError) {
    return (
      <Screen title={title} backHref={listPath}>
        <p role="alert">{BUILDER_TEXTS.loadFailed}</p>
        <div className={layout.actions}>
          <Button onPress={() => void data.refetch()}>{BUILDER_TEXTS.retry}</Button>
        </div>
      </Screen>
    );
  }
  if (data.isPending || (id !== undefined && record.isPending)) {
    return (
      <Screen title={title} backHref={listPath}>
        <Spinner centered />
      </Screen>
    );
  }
  return (
    <Screen title={title} backHref={listPath}>
      <Builder
        key={id ?? 'new'}
        client={client}
        variant={variant}
        data={data.data}
        record={id !== undefined ? (record.data ?? null) : null}
      />
    </Screen>
  );
}

type OpenDialog =
  | { kind: 'banner'; slot: number }
  | { kind: 'lead' }
  | { kind: 'exclusive' }
  | { kind: 'offers' }
  | null;

/** What a generation answers: the created file's name, or the regenerated record. */
interface GenerationAnswer {
  id?: string | number | undefined;
  fileName: string | null;
}

interface Saved {
  id: string | number | null;
  fileName: string;
}

function Builder({
  client,
  variant,
  data,
  record,
}: {
  client: PagingClient;
  variant: NewsletterVariant;
  data: NewsletterData;
  /** The record of an edit route (D25); null for a new newsletter. */
  record: Newsletter | null;
}) {
  const config = useRuntimeConfig();
  const queryClient = useQueryClient();
  const alternative = variant === 'alternative';

  // 03 §2: the last saved record prefills a new newsletter; an edit route starts from its own record.
  const [state, setState] = useState<NewsletterBuilderState>(() => fromNewsletter(record ?? data.newsletter));
  // The offers of the job block with what the e-mail shows of them; the API proposes a new one's.
  const [offers, setOffers] = useState<JobOffer[]>(() => (record ? record.jobOffers : data.jobOffers));
  const [saved, setSaved] = useState<Saved | null>(() =>
    record ? { id: record.id, fileName: record.fileName ?? data.fileName } : null,
  );
  const [dirty, setDirty] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const authorId = alternative ? state.lead.author : null;
  const author = useQuery({ ...leadAuthorQuery(client, authorId ?? ''), enabled: authorId !== null });

  const fileName = saved?.fileName ?? data.fileName;
  const html = useMemo(
    () =>
      renderNewsletter(
        toNewsletterRenderData(data, state, offers, authorId !== null ? (author.data ?? null) : null),
        {
          variant,
          product: config.productName,
          siteUrl: siteUrlOf(config.apiBaseUrl),
          staticUrl: config.staticBaseUrl,
          fileName,
        },
      ),
    [data, state, offers, authorId, author.data, variant, config, fileName],
  );
  const browserCopyUrl = fileName ? resolveLink(newsletterHtmlPath(fileName), config.staticBaseUrl) : null;

  const update = (change: Partial<NewsletterBuilderState>) => {
    setState((current) => ({ ...current, ...change }));
    setDirty(true);
  };
  const close = () => setDialog(null);

  // 'Wygeneruj html': the first one creates the newsletter, the next ones (and an edit route's) regenerate
  // it in place (D25), so a correction never adds a second newsletter.
  const generation = useSave(
    (input: { id: string | number | null; html: string }): Promise<GenerationAnswer> => {
      const common = { html: input.html, css: NEWSLETTER_CSS, banners: state.banners, jobOffers: offers };
      if (alternative) {
        const payload = toAlternativeNewsletterPayload({
          ...common,
          lead: state.lead,
          exclusive: state.exclusive,
        });
        return input.id !== null
          ? resourceOf(client, createNewslettersResource).regenerate(input.id, payload)
          : resourceOf(client, createNewslettersResource).generateAlternative(payload);
      }
      const payload = toNewsletterPayload(common);
      return input.id !== null
        ? resourceOf(client, createNewslettersResource).regenerate(input.id, payload)
        : resourceOf(client, createNewslettersResource).generate(payload);
    },
    { isDirty: dirty },
  );

  const generate = async () => {
    const outcome = await generation.save({ id: saved?.id ?? null, html });
    if (!outcome?.ok) return;
    const answer = outcome.result;
    const generatedName = answer.fileName ?? fileName;
    setSaved({ id: answer.id ?? saved?.id ?? null, fileName: generatedName });
    setDirty(false);
    void queryClient.invalidateQueries({ queryKey: newsletterKeys.lists() });
    if (alternative) {
      window.open(resolveLink(newsletterHtmlPath(generatedName), config.staticBaseUrl), '_blank', 'noopener');
    }
  };

  const banner = (slot: number) => (
    <BannerBlock
      key={`banner-${slot}`}
      slot={slot}
      banner={state.banners[slot - 1]}
      onEdit={() => setDialog({ kind: 'banner', slot })}
    />
  );
  const categories = (from: number, to: number) =>
    NEWSLETTER_CATEGORIES.slice(from, to).map((category) => (
      <Block key={category.key} title={category.label}>
        <p className={styles.blockText}>
          {BUILDER_TEXTS.articles(data.categoryNews[category.key]?.length ?? 0)}
        </p>
      </Block>
    ));
  const box = data.partnerNews;

  return (
    <>
      <div className={layout.actions}>
        <SaveButton
          kind="newsletter"
          type="button"
          onPress={() => void generate()}
          isDisabled={author.isFetching}
          {...generation.buttonProps}
        />
      </div>
      <div className={styles.layout}>
        <ForeignHtmlFrame
          title={BUILDER_TEXTS.preview}
          html={html}
          className={styles.frame}
          style={{ width: NEWSLETTER_WIDTHS[variant] + 42, height: '80vh' }}
          data-variant={variant}
        />
        <ol className={styles.controls} aria-label={BUILDER_TEXTS.blocks}>
          {banner(1)}
          {alternative ? (
            <>
              <Block title={BUILDER_TEXTS.lead}>
                <p className={styles.blockText}>
                  {[author.data?.name, state.lead.leadSegmentTitle].filter(Boolean).join(' · ') ||
                    BUILDER_TEXTS.empty}
                </p>
                <Button size="sm" variant="secondary" onPress={() => setDialog({ kind: 'lead' })}>
                  {BUILDER_TEXTS.editLead}
                </Button>
              </Block>
              <Block title={BUILDER_TEXTS.exclusive}>
                <p className={styles.blockText}>{state.exclusive.exclusiveTitle || BUILDER_TEXTS.empty}</p>
                <Button size="sm" variant="secondary" onPress={() => setDialog({ kind: 'exclusive' })}>
                  {EXCLUSIVE_DIALOG_TITLE}
                </Button>
              </Block>
            </>
          ) : null}
          <Block title={NEWSLETTER_TEXTS.newsOfTheDay}>
            <p className={styles.blockText}>
              {data.newsOfTheDay.length > 0
                ? BUILDER_TEXTS.articles(data.newsOfTheDay.length)
                : newsletterMessages.noNewsOfTheDay}
            </p>
          </Block>
          {banner(2)}
          <Block title={NEWSLETTER_TEXTS.onlyOn(config.productName)}>
            <p className={styles.blockText}>{BUILDER_TEXTS.articles(data.newsOnlyOnWm.length)}</p>
          </Block>
          {banner(3)}
          <Block title={NEWSLETTER_TEXTS.partnerNews}>
            <p className={styles.blockText}>
              {box
                ? [box.firstNewsletterTitle, box.secondNewsletterTitle].filter(Boolean).join(' · ')
                : BUILDER_TEXTS.noPartnerBox}
            </p>
          </Block>
          {categories(0, 4)}
          {banner(4)}
          {categories(4, 8)}
          {banner(5)}
          <Block title={NEWSLETTER_TEXTS.jobOffers}>
            {offers.length > 0 ? (
              <ul className={styles.blockText}>
                {offers.map((offer) => (
                  <li key={offer.value}>{jobOfferLabel(offer)}</li>
                ))}
              </ul>
            ) : (
              <p className={styles.blockText}>{BUILDER_TEXTS.noOffers}</p>
            )}
            <Button size="sm" variant="secondary" onPress={() => setDialog({ kind: 'offers' })}>
              {JOB_OFFERS_DIALOG_TITLE}
            </Button>
          </Block>
          {banner(6)}
          <Block title={BUILDER_TEXTS.footer}>
            {browserCopyUrl ? (
              <p className={styles.blockText}>
                {BUILDER_TEXTS.footerHint}{' '}
                <a href={browserCopyUrl} target="_blank" rel="noopener noreferrer">
                  {NEWSLETTER_TEXTS.viewInBrowser}
                </a>
              </p>
            ) : null}
          </Block>
        </ol>
      </div>

      {dialog?.kind === 'banner' ? (
        <BannerDialog
          slot={dialog.slot}
          banner={state.banners[dialog.slot - 1] ?? { img: '', url: '', txt: '' }}
          onClose={close}
          onSave={(value) => {
            update({
              banners: state.banners.map((current, index) => (index === dialog.slot - 1 ? value : current)),
            });
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'lead' ? (
        <LeadSegmentDialog
          value={state.lead}
          authorName={author.data?.name ?? null}
          onClose={close}
          onSave={(lead) => {
            update({ lead });
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'exclusive' ? (
        <ExclusiveSegmentDialog
          value={state.exclusive}
          onClose={close}
          onSave={(exclusive) => {
            update({ exclusive });
            close();
          }}
        />
      ) : null}
      {dialog?.kind === 'offers' ? (
        <JobOffersDialog
          value={offers}
          onClose={close}
          onSave={(chosen) => {
            setOffers(chosen);
            update({ jobOffers: chosen.map((offer) => ({ value: offer.value })) });
            close();
          }}
        />
      ) : null}
      <UnsavedChangesGuard isDirty={dirty && generation.status !== 'sending'} />
    </>
  );
}

/** One block of the e-mail beside the frame: a region named by its heading. */
function Block({ title, children }: { title: string; children?: ReactNode }) {
  const id = useId();
  return (
    <li>
      <section aria-labelledby={id} className={layout.section}>
        <h2 id={id} className={layout.sectionTitle}>
          {title}
        </h2>
        {children}
      </section>
    </li>
  );
}

function BannerBlock({
  slot,
  banner,
  onEdit,
}: {
  slot: number;
  banner: NewsletterBanner | undefined;
  onEdit: () => void;
}) {
  const summary = banner?.img
    ? BUILDER_TEXTS.bannerImage(banner.img)
    : banner?.txt
      ? BUILDER_TEXTS.bannerText(banner.txt)
      : BUILDER_TEXTS.noBanner;
  return (
    <Block title={BANNER_TEXTS.slot(slot)}>
      <p className={styles.blockText}>{summary}</p>
      <Button size="sm" variant="secondary" onPress={onEdit}>
        {BANNER_DIALOG_TITLE}
      </Button>
    </Block>
  );
}

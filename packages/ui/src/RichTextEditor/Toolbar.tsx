import { EDITOR_FONT_SIZES, EDITOR_IMAGE_RESIZE_OPTIONS } from '@redakcja/api-sdk/constants';
import { redo, undo } from 'prosemirror-history';
import type { Command, EditorState } from 'prosemirror-state';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { Key } from 'react-aria-components';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger } from 'react-aria-components/Dialog';
import { Input } from 'react-aria-components/Input';
import { Label } from 'react-aria-components/Label';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import { Separator } from 'react-aria-components/Separator';
import { Text } from 'react-aria-components/Text';
import { TextField } from 'react-aria-components/TextField';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import { Toolbar } from 'react-aria-components/Toolbar';
import { useValidationBehavior } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { ChevronDownIcon } from '../icons/icons';
import { OptionsPopover } from '../Select/OptionsPopover';
import type { SelectOption } from '../Select/options';
import {
  activeList,
  addPage,
  blockLevel,
  dividerToRemove,
  fontSizeAt,
  isMarkActive,
  linkAt,
  removeLink,
  removePage,
  selectedImage,
  setFontSize,
  setHeading,
  setImageWidth,
  setLink,
  toggleBold,
  toggleItalic,
  toggleList,
  toggleUnderline,
} from './commands';
import { HEADING_LEVELS, type ImageWidth, EDITOR_TEXTS as T } from './constants';
import {
  BoldIcon,
  BulletListIcon,
  EmbedIcon,
  ImageIcon,
  ItalicIcon,
  LinkIcon,
  OrderedListIcon,
  RedoIcon,
  UnderlineIcon,
  UndoIcon,
} from './icons';
import * as styles from './RichTextEditor.css';
import { editorSchema, isSafeUrl, isTweetUrl } from './schema';

export interface EditorToolbarProps {
  /** The editor's state: what the toolbar reads of it is also in toolbarStateOf (toolbarState.ts). */
  state: EditorState;
  /** Runs a command on the editor and gives the editor focus back. */
  run: (command: Command) => boolean;
  paged: boolean;
  pageCount: number;
  /** Opens the file chooser of the inline image upload; absent when uploads are not offered. */
  onChooseImage?: () => void;
  isUploading: boolean;
  onInsertTweet: (url: string) => boolean;
}

const HEADING_OPTIONS: SelectOption[] = [
  { id: '0', label: T.paragraph },
  ...HEADING_LEVELS.map((level) => ({ id: String(level), label: T.headingLevel(level) })),
];

const FONT_SIZE_OPTIONS: SelectOption[] = [
  { id: 'default', label: T.fontSizeDefault },
  ...EDITOR_FONT_SIZES.map((size) => ({ id: String(size), label: T.fontSizeValue(size) })),
];

const widthKey = (width: ImageWidth) => (width === null ? 'original' : String(width));

const IMAGE_SIZE_OPTIONS: SelectOption[] = EDITOR_IMAGE_RESIZE_OPTIONS.map((option) => ({
  id: String(option),
  label: option === 'original' ? T.imageOriginal : T.imageWidth(option),
}));

function ToolSelect({
  label,
  options,
  value,
  onChange,
  isDisabled,
}: {
  label: string;
  options: SelectOption[];
  value: string | null;
  onChange: (key: string) => void;
  isDisabled?: boolean;
}) {
  return (
    <Select
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(key: Key | null) => {
        if (key !== null) onChange(String(key));
      }}
      isDisabled={isDisabled}
    >
      <Button className={styles.selectTrigger}>
        <SelectValue />
        <ChevronDownIcon />
      </Button>
      <OptionsPopover options={options} />
    </Select>
  );
}

/** A toolbar button that opens a small dialog with one address field (link, tweet). */
function UrlDialog({
  trigger,
  isSelected,
  title,
  fieldLabel,
  initialValue,
  submitLabel,
  invalidMessage,
  validate,
  onSubmit,
  extraAction,
}: {
  trigger: ReactNode;
  isSelected?: boolean;
  title: string;
  fieldLabel: string;
  initialValue: string;
  submitLabel: string;
  invalidMessage: string;
  validate: (value: string) => boolean;
  onSubmit: (value: string) => boolean;
  extraAction?: { label: string; onPress: () => void };
}) {
  const [isOpen, setOpen] = useState(false);
  const [value, setValue] = useState(initialValue);
  const [invalid, setInvalid] = useState(false);
  const open = (next: boolean) => {
    if (next) {
      setValue(initialValue);
      setInvalid(false);
    }
    setOpen(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The dialog is portalled, but React events still bubble to an enclosing form (the article's).
    event.stopPropagation();
    if (!validate(value) || !onSubmit(value)) {
      setInvalid(true);
      return;
    }
    setOpen(false);
  };
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={open}>
      {/* Pressed with the pointer it leaves focus in the editor, where the dialog returns it when it closes
          (with the caret at the link); from the keyboard it is focused, and focus returns to it. */}
      <ToggleButton
        aria-label={title}
        isSelected={isSelected ?? false}
        preventFocusOnPress
        className={styles.toolButton}
      >
        {trigger}
      </ToggleButton>
      <Popover placement="bottom start">
        <Dialog aria-label={title} className={styles.dialog}>
          <form onSubmit={submit} className={styles.popoverForm}>
            <TextField
              value={value}
              onChange={(next) => {
                setValue(next);
                setInvalid(false);
              }}
              isInvalid={invalid}
              validationBehavior={useValidationBehavior()}
              autoFocus
              className={fieldStyles.field}
            >
              <Label className={fieldStyles.label}>{fieldLabel}</Label>
              <Input className={fieldStyles.input} />
              {invalid ? (
                <Text slot="errorMessage" className={fieldStyles.error}>
                  {invalidMessage}
                </Text>
              ) : null}
            </TextField>
            <div className={styles.formRow}>
              <Button type="submit" className={styles.primaryButton}>
                {submitLabel}
              </Button>
              {extraAction ? (
                <Button
                  className={styles.formButton}
                  onPress={() => {
                    extraAction.onPress();
                    setOpen(false);
                  }}
                >
                  {extraAction.label}
                </Button>
              ) : null}
              <Button className={styles.formButton} onPress={() => setOpen(false)}>
                {T.cancel}
              </Button>
            </div>
          </form>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

export function EditorToolbar({
  state,
  run,
  paged,
  pageCount,
  onChooseImage,
  isUploading,
  onInsertTweet,
}: EditorToolbarProps) {
  const { marks } = editorSchema;
  const list = activeList(state);
  const level = blockLevel(state);
  const image = selectedImage(state);
  const fontSize = fontSizeAt(state);
  const link = linkAt(state);

  return (
    <Toolbar aria-label={T.toolbar} className={styles.toolbar}>
      <div className={styles.group}>
        <Button
          aria-label={T.undo}
          className={styles.toolButton}
          isDisabled={!undo(state)}
          onPress={() => run(undo)}
        >
          <UndoIcon />
        </Button>
        <Button
          aria-label={T.redo}
          className={styles.toolButton}
          isDisabled={!redo(state)}
          onPress={() => run(redo)}
        >
          <RedoIcon />
        </Button>
      </div>
      <Separator orientation="vertical" className={styles.separator} />
      <div className={styles.group}>
        <ToggleButton
          aria-label={T.bold}
          className={styles.toolButton}
          isSelected={isMarkActive(state, marks.strong!)}
          onChange={() => run(toggleBold)}
        >
          <BoldIcon />
        </ToggleButton>
        <ToggleButton
          aria-label={T.italic}
          className={styles.toolButton}
          isSelected={isMarkActive(state, marks.em!)}
          onChange={() => run(toggleItalic)}
        >
          <ItalicIcon />
        </ToggleButton>
        <ToggleButton
          aria-label={T.underline}
          className={styles.toolButton}
          isSelected={isMarkActive(state, marks.underline!)}
          onChange={() => run(toggleUnderline)}
        >
          <UnderlineIcon />
        </ToggleButton>
        <UrlDialog
          trigger={<LinkIcon />}
          isSelected={link !== null}
          title={T.link}
          fieldLabel={T.linkUrl}
          initialValue={link ?? ''}
          submitLabel={T.linkApply}
          invalidMessage={T.linkInvalid}
          validate={(value) => isSafeUrl(value)}
          onSubmit={(value) => run(setLink(value))}
          extraAction={link !== null ? { label: T.linkRemove, onPress: () => run(removeLink) } : undefined}
        />
      </div>
      <Separator orientation="vertical" className={styles.separator} />
      <ToolSelect
        label={T.heading}
        options={HEADING_OPTIONS}
        value={level === null ? null : String(level)}
        onChange={(key) => run(setHeading(Number(key)))}
      />
      <ToolSelect
        label={T.fontSize}
        options={FONT_SIZE_OPTIONS}
        value={fontSize === null ? 'default' : String(fontSize)}
        onChange={(key) => run(setFontSize(key === 'default' ? null : Number(key)))}
      />
      <div className={styles.group}>
        <ToggleButton
          aria-label={T.bulletList}
          className={styles.toolButton}
          isSelected={list === 'bullet'}
          onChange={() => run(toggleList('bullet'))}
        >
          <BulletListIcon />
        </ToggleButton>
        <ToggleButton
          aria-label={T.orderedList}
          className={styles.toolButton}
          isSelected={list === 'ordered'}
          onChange={() => run(toggleList('ordered'))}
        >
          <OrderedListIcon />
        </ToggleButton>
      </div>
      <Separator orientation="vertical" className={styles.separator} />
      <div className={styles.group}>
        {onChooseImage ? (
          <Button
            aria-label={T.image}
            className={styles.toolButton}
            isDisabled={isUploading}
            onPress={onChooseImage}
          >
            <ImageIcon />
          </Button>
        ) : null}
        <ToolSelect
          label={T.imageSize}
          options={IMAGE_SIZE_OPTIONS}
          value={image ? widthKey((image.node.attrs.width as ImageWidth) ?? null) : null}
          onChange={(key) => run(setImageWidth(key === 'original' ? null : (Number(key) as ImageWidth)))}
          isDisabled={!image}
        />
        <UrlDialog
          trigger={<EmbedIcon />}
          title={T.tweet}
          fieldLabel={T.tweetUrl}
          initialValue=""
          submitLabel={T.tweetApply}
          invalidMessage={T.tweetInvalid}
          validate={isTweetUrl}
          onSubmit={onInsertTweet}
        />
      </div>
      {paged ? (
        <>
          <Separator orientation="vertical" className={styles.separator} />
          <div className={styles.group}>
            <Button className={styles.toolButton} onPress={() => run(addPage)}>
              {T.addPage}
            </Button>
            <Button
              className={styles.toolButton}
              isDisabled={dividerToRemove(state) === null}
              onPress={() => run(removePage)}
            >
              {T.removePage}
            </Button>
          </div>
          <span className={styles.pageCount}>{T.pages(pageCount)}</span>
        </>
      ) : null}
    </Toolbar>
  );
}

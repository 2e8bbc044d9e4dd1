// One job at a time per view, the same in both: the controls that start jobs or change the input
// locked while it runs, Cancel wired to its signal, the status line, and an internal error shown
// there rather than lost.

type Lockable = HTMLButtonElement | HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export class JobRunner {
  private job: AbortController | undefined;

  /**
   * @param status the status line (its `data-status` names the state for the style and the tests)
   * @param locked what waits while a job runs
   * @param cancel the button that aborts the job
   */
  constructor(private readonly status: HTMLElement, private readonly locked: readonly Lockable[], private readonly cancel: HTMLButtonElement) {
    cancel.addEventListener('click', () => this.job?.abort());
  }

  get running(): boolean {
    return this.job !== undefined;
  }

  setStatus(kind: string, text: string): void {
    this.status.dataset.status = kind;
    this.status.textContent = text;
  }

  /** Runs `work` with the status `running` and `text`; what it throws is shown as an internal error. */
  async run(text: string, work: (signal: AbortSignal) => Promise<void>): Promise<void> {
    const job = this.job = new AbortController();
    this.locked.forEach((element) => { element.disabled = true; });
    this.cancel.disabled = false;
    this.setStatus('running', text);
    try {
      await work(job.signal);
    } catch (error) {
      this.setStatus('error', `Internal error: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.job = undefined;
      this.locked.forEach((element) => { element.disabled = false; });
      this.cancel.disabled = true;
    }
  }
}

;;; editors-emacs.el --- Real-client test: Emacs batch + eglot + editors/emacs/stubble-eglot.el  -*- lexical-binding: t; -*-

;; STUBBLE_EDITORS_DIR=editors STUBBLE_SCENARIO=editors/test/scenario.json STUBBLE_WORKDIR=DIR \
;;   [STUBBLE_EMACS_CLIENT=lsp-mode [STUBBLE_WITH_SOURCEKIT=1]] emacs --batch -l Scripts/editors-emacs.el
;;
;; Plays the steps of the scenario (shared with the Neovim driver) on a copy of its Swift file in DIR,
;; through what a user's commands reach.  With eglot (the default): `eglot-ensure', Flymake's
;; diagnostics, `M-x eglot-code-actions' (the title picked in its prompt), buffer edits, and `save-buffer'
;; with `stubble-fix-on-save-mode'.  With lsp-mode: `lsp', lsp-mode's diagnostics, `M-x
;; lsp-execute-code-action', `save-buffer' with `stubble-lsp-fix-on-save-mode', optionally with a
;; sourcekit-lsp client attached to the same buffer.  Each step asserts; Emacs exits 1 when any step failed.  When a step
;; that leaves the buffer in a known state fails, the buffer is set to that state so that the following
;; steps still test what they are about.

;;; Code:

(require 'cl-lib)
(require 'subr-x)
(require 'seq)

(defvar stubble-test-editors (or (getenv "STUBBLE_EDITORS_DIR") (error "STUBBLE_EDITORS_DIR is not set")))
(defvar stubble-test-scenario (or (getenv "STUBBLE_SCENARIO") (error "STUBBLE_SCENARIO is not set")))
(defvar stubble-test-workdir (or (getenv "STUBBLE_WORKDIR") (error "STUBBLE_WORKDIR is not set")))
(defvar stubble-test-timeout
  (/ (string-to-number (or (getenv "STUBBLE_EDITOR_TIMEOUT_MS") "10000")) 1000.0))

;;; The user's init.el, as editors/emacs/README.md tells it --------------------------------------------

(defvar stubble-test-client (intern (or (getenv "STUBBLE_EMACS_CLIENT") "eglot"))
  "The LSP client under test: `eglot' or `lsp-mode'.")
(defvar stubble-test-with-sourcekit (equal (getenv "STUBBLE_WITH_SOURCEKIT") "1"))

(add-to-list 'load-path (expand-file-name "emacs" stubble-test-editors))
(unless (require 'swift-mode nil t)
  ;; swift-mode is not packaged by Debian; a stand-in major mode of the same name is all the clients need.
  (define-derived-mode swift-mode prog-mode "Swift"
    "Stand-in for swift-mode in the Stubble editor test.")
  (add-to-list 'auto-mode-alist '("\\.swift\\'" . swift-mode)))

(pcase stubble-test-client
  ('eglot
   (require 'stubble-eglot)
   ;; Emacs 29+'s eglot already has a Swift entry for sourcekit-lsp; eglot 1.9 has none, so add the same
   ;; one here: `stubble-eglot-setup' must win over it.
   (add-to-list 'eglot-server-programs '(swift-mode . ("sourcekit-lsp")))
   (stubble-eglot-setup)
   (add-hook 'swift-mode-hook #'eglot-ensure))
  ('lsp-mode
   ;; No questions, no extras: a session file in HOME (the script's), the project root guessed from git.
   (setq lsp-auto-guess-root t lsp-enable-file-watchers nil lsp-enable-snippet nil
         lsp-diagnostics-provider :flymake lsp-keep-workspace-alive nil lsp-restart 'ignore
         lsp-modeline-workspace-status-enable nil lsp-modeline-code-actions-enable nil
         lsp-modeline-diagnostics-enable nil lsp-headerline-breadcrumb-enable nil lsp-lens-enable nil
         lsp-completion-enable nil)
   (require 'stubble-lsp-mode)
   (when stubble-test-with-sourcekit
     ;; What the lsp-sourcekit package registers (it is not packaged by Debian).
     (lsp-register-client
      (make-lsp-client :new-connection (lsp-stdio-connection (lambda () '("sourcekit-lsp")))
                       :activation-fn (lsp-activate-on "swift")
                       :server-id 'sourcekit-ls)))
   (add-hook 'swift-mode-hook #'lsp))
  (_ (error "STUBBLE_EMACS_CLIENT must be eglot or lsp-mode, not %s" stubble-test-client)))

;;; Harness --------------------------------------------------------------------------------------------

(defvar stubble-test-passed 0)
(defvar stubble-test-failed 0)
(defvar stubble-test-failures nil)
(defvar stubble-test-buffer nil)

(defun stubble-test-log (fmt &rest args)
  (princ (concat (apply #'format fmt args) "\n")))

(defun stubble-test-wait (predicate &optional seconds)
  "Process events until PREDICATE returns non-nil or SECONDS pass; return its value."
  (let ((deadline (+ (float-time) (or seconds stubble-test-timeout)))
        value)
    (while (and (not (setq value (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.05)
      ;; Batch Emacs is never idle: run what idle timers would run (eglot's didChange, Flymake).
      (stubble-test-run-idle-timers))
    value))

(defun stubble-test-run-idle-timers ()
  "Run the pending idle timers once, as an idle interactive Emacs would."
  (dolist (timer (copy-sequence timer-idle-list))
    (when (and (timerp timer) (memq timer timer-idle-list))
      (timer-event-handler timer))))

(defun stubble-test-file-lines (file)
  (with-temp-buffer
    (insert-file-contents file)
    (split-string (buffer-string) "\n")))

(defun stubble-test-expected (name)
  (expand-file-name name (file-name-directory stubble-test-scenario)))

(defun stubble-test-diff (expected-file actual-text)
  "A unified diff of EXPECTED-FILE against ACTUAL-TEXT."
  (let ((actual (make-temp-file "stubble-actual-" nil ".swift" actual-text)))
    (unwind-protect
        (with-temp-buffer
          (call-process "diff" nil t nil "-u" expected-file actual)
          (buffer-string))
      (delete-file actual))))

(defun stubble-test-compare (name text)
  "nil when TEXT is the content of the expected file NAME, else a message with the diff."
  (let ((expected (stubble-test-expected name)))
    (unless (equal text (with-temp-buffer (insert-file-contents expected) (buffer-string)))
      (format "differs from %s:\n%s" name (stubble-test-diff expected text)))))

;;; What the user sees ---------------------------------------------------------------------------------

(defun stubble-test-raw-diagnostics ()
  "Stubble's diagnostics that Flymake shows in the buffer, as LSP Diagnostic plists."
  (with-current-buffer stubble-test-buffer
    (pcase stubble-test-client
      ('eglot
       ;; eglot keeps the LSP diagnostic in each Flymake diagnostic's data.
       (cl-loop for d in (flymake-diagnostics)
                for lsp = (cdr (assoc 'eglot-lsp-diag (flymake-diagnostic-data d)))
                when lsp collect lsp))
      ('lsp-mode
       ;; lsp-mode gives Flymake only the position and text; its own store has the rest.  Keep the
       ;; stored ones from Stubble that Flymake shows (same line and text).
       (let ((shown (mapcar (lambda (d) (cons (line-number-at-pos (flymake-diagnostic-beg d))
                                              (flymake-diagnostic-text d)))
                            (flymake-diagnostics))))
         (cl-loop for h in (gethash (lsp--fix-path-casing buffer-file-name) (lsp-diagnostics t))
                  for d = (stubble-test-plist h)
                  for line = (1+ (plist-get (plist-get (plist-get d :range) :start) :line))
                  when (and (equal (plist-get d :source) "stubble")
                            (member (cons line (plist-get d :message)) shown))
                  collect d))))))

(defun stubble-test-plist (object)
  "OBJECT (lsp-mode's hash tables, recursively) as plists with keyword keys."
  (if (hash-table-p object)
      (let (plist)
        (maphash (lambda (k v) (setq plist (append plist (list (intern (concat ":" k)) (stubble-test-plist v)))))
                 object)
        plist)
    object))

(defun stubble-test-diagnostics ()
  "Flymake's diagnostics from Stubble in the buffer, as (LINE CODE MESSAGE SEVERITY), sorted."
  (let ((diags (mapcar (lambda (lsp)
                         (let ((start (plist-get (plist-get lsp :range) :start)))
                           (list (1+ (plist-get start :line))
                                 (plist-get start :character)
                                 (plist-get lsp :code)
                                 (plist-get lsp :message)
                                 (plist-get lsp :severity))))
                       (stubble-test-raw-diagnostics))))
    (mapcar (lambda (d) (list (nth 0 d) (nth 2 d) (nth 3 d) (nth 4 d)))
            (sort diags (lambda (a b) (or (< (car a) (car b))
                                          (and (= (car a) (car b)) (< (cadr a) (cadr b)))))))))

(defun stubble-test-describe-diagnostics (diags)
  (if diags
      (mapconcat (lambda (d) (format "  line %s %s [%s] %s" (nth 0 d) (nth 3 d) (nth 1 d) (nth 2 d))) diags "\n")
    "  (none)"))

(defun stubble-test-place-point (at)
  "Move point to the first character of the OCCURRENCE-th match of AT's text; nil or an error message."
  (let ((text (if (stringp at) at (plist-get at :text)))
        (occurrence (or (and (listp at) (plist-get at :occurrence)) 1)))
    (goto-char (point-min))
    (if (search-forward text nil t occurrence)
        (progn (goto-char (match-beginning 0)) nil)
      (format "text %S (occurrence %d) not found in the buffer" text occurrence))))

(defun stubble-test-settle ()
  "Send pending changes and give the server time to publish diagnostics for them."
  (stubble-test-run-idle-timers)
  (when (and (eq stubble-test-client 'eglot) eglot--recent-changes)
    (eglot--signal-textDocument/didChange))
  (stubble-test-wait (lambda () nil) 0.5))

(defun stubble-test-edit (edit)
  "Replace the first occurrence of EDIT's :replace by its :with; nil or an error message."
  (goto-char (point-min))
  (if (search-forward (plist-get edit :replace) nil t)
      (progn (replace-match (plist-get edit :with) t t) (stubble-test-settle) nil)
    (format "text to replace %S not found in the buffer" (plist-get edit :replace))))

(defun stubble-test-action-titles ()
  "Titles of the code actions the client gets at point, as its command asks for them."
  (pcase stubble-test-client
    ;; eglot: the region is the sexp at point.
    ('eglot (mapcar (lambda (a) (plist-get a :title))
                    (apply #'eglot-code-actions (append (eglot--region-bounds) (list nil nil)))))
    ('lsp-mode (mapcar (lambda (a) (gethash "title" a)) (lsp-code-actions-at-point)))))

(defun stubble-test-code-action-command ()
  "The command a user runs to pick and apply a code action."
  (pcase stubble-test-client
    ('eglot #'eglot-code-actions)
    ('lsp-mode #'lsp-execute-code-action)))

;;; Steps ----------------------------------------------------------------------------------------------

(defun stubble-test-op-diagnostics (step)
  (or (and (plist-get step :edit) (stubble-test-edit (plist-get step :edit)))
      (stubble-test-check-diagnostics step)))

(defconst stubble-test-severity-names ["?" "error" "warning" "information" "hint"]
  "LSP's names of DiagnosticSeverity 1-4.")

(defun stubble-test-check-diagnostics (step)
  "nil when Flymake shows exactly STEP's :expect (line, code, message, severity), else why not."
  (let* ((want (mapcar (lambda (w) (list (plist-get w :line) (plist-get w :code) (plist-get w :message)
                                         (plist-get w :severity)))
                       (plist-get step :expect)))
         (got (lambda ()
                (mapcar (lambda (d) (list (nth 0 d) (nth 1 d) (nth 2 d)
                                          (and (nth 3 d) (aref stubble-test-severity-names (nth 3 d)))))
                        (stubble-test-diagnostics))))
         (matches (lambda ()
                    (let ((now (funcall got)))
                      (and (= (length now) (length want))
                           (cl-every (lambda (w g) (and (equal (nth 0 w) (nth 0 g)) (equal (nth 1 w) (nth 1 g))
                                                        (equal (nth 2 w) (nth 2 g))
                                                        (or (null (nth 3 w)) (equal (nth 3 w) (nth 3 g)))))
                                     want now))))))
    (unless (stubble-test-wait matches)
      (format "expected diagnostics:\n%s\ngot:\n%s"
              (stubble-test-describe-diagnostics want)
              (stubble-test-describe-diagnostics (funcall got))))))

(defun stubble-test-op-actions (step)
  (or (stubble-test-place-point (plist-get step :at))
      (let* ((titles (stubble-test-action-titles))
             (missing (seq-remove (lambda (title) (member title titles)) (plist-get step :expect_titles))))
        (when missing
          (format "missing code actions: %S\noffered: %S" missing titles)))))

(defun stubble-test-op-apply (step)
  "M-x eglot-code-actions (or lsp-execute-code-action) at the step's place, picking the step's title."
  (or (and (plist-get step :edit) (stubble-test-edit (plist-get step :edit)))
      (stubble-test-place-point (plist-get step :at))
      (let ((title (plist-get step :title))
            (titles (stubble-test-action-titles))
            (tick (buffer-modified-tick))
            offered)
        (if (not (member title titles))
            (format "no code action %S here; offered: %S" title titles)
          (cl-letf (((symbol-function 'completing-read)
                     (lambda (_prompt collection &rest _)
                       (setq offered (mapcar #'car collection))
                       title))
                    ;; Not a mouse event: eglot 1.9 prompts in the minibuffer, not with a popup menu.
                    (last-nonmenu-event 'stubble-test))
            (call-interactively (stubble-test-code-action-command)))
          (cond
           ((not (stubble-test-wait (lambda () (/= tick (buffer-modified-tick)))))
            (format "applying %S did not change the buffer (prompt offered %S)" title offered))
           (t (stubble-test-settle)
              (stubble-test-compare (plist-get step :expect_file) (buffer-string))))))))

(defun stubble-test-op-save (step)
  (or (and (plist-get step :edit) (stubble-test-edit (plist-get step :edit)))
      (progn
        (when (plist-get step :fix_on_save)
          (pcase stubble-test-client
            ('eglot (stubble-fix-on-save-mode 1))
            ('lsp-mode (stubble-lsp-fix-on-save-mode 1))))
        (save-buffer)
        (stubble-test-compare (plist-get step :expect_file)
                              (with-temp-buffer (insert-file-contents (buffer-file-name stubble-test-buffer))
                                                (buffer-string))))))

(defun stubble-test-run-step (index step)
  (let* ((started (float-time))
         (op (intern (format "stubble-test-op-%s" (plist-get step :op))))
         (why (condition-case err
                  (with-current-buffer stubble-test-buffer (funcall op step))
                (error (format "Lisp error: %s" (error-message-string err)))))
         (ms (* 1000 (- (float-time) started))))
    (if (null why)
        (progn (cl-incf stubble-test-passed)
               (stubble-test-log "ok %d - %s (%.0f ms)" index (plist-get step :name) ms))
      (cl-incf stubble-test-failed)
      (push (plist-get step :name) stubble-test-failures)
      (stubble-test-log "not ok %d - %s (%.0f ms)\n    %s" index (plist-get step :name) ms
                        (replace-regexp-in-string "\n" "\n    " why))
      (when (plist-get step :expect_file)
        (with-current-buffer stubble-test-buffer
          (erase-buffer)
          (insert-file-contents (stubble-test-expected (plist-get step :expect_file)))
          (stubble-test-settle))))))

;;; Beyond the scenario: what a new user needs (issue 18) ------------------------------------------------

(defun stubble-test-check (index name fn)
  "Run FN (nil when it passes, else why) as test INDEX named NAME."
  (let* ((started (float-time))
         (why (condition-case err (funcall fn) (error (format "Lisp error: %s" (error-message-string err)))))
         (ms (* 1000 (- (float-time) started))))
    (if (null why)
        (progn (cl-incf stubble-test-passed) (stubble-test-log "ok %d - %s (%.0f ms)" index name ms))
      (cl-incf stubble-test-failed)
      (push name stubble-test-failures)
      (stubble-test-log "not ok %d - %s (%.0f ms)\n    %s" index name ms (replace-regexp-in-string "\n" "\n    " why)))))

(defun stubble-test-refresh-workspace ()
  "The workspace refresh command: a stale file that is not open is refreshed, then written."
  (let ((stale (expand-file-name "Clock.swift" stubble-test-workdir)))
    (copy-file (expand-file-name "test/newuser/Sources/App/Clock.swift" stubble-test-editors) stale t)
    ;; eglot asks before applying a server's edit; the user answers yes.
    (cl-letf (((symbol-function 'y-or-n-p) (lambda (&rest _) t))
              ((symbol-function 'yes-or-no-p) (lambda (&rest _) t)))
      (with-current-buffer stubble-test-buffer
        (pcase stubble-test-client
          ('eglot (call-interactively #'stubble-eglot-refresh-workspace))
          ('lsp-mode (call-interactively #'stubble-lsp-refresh-workspace)))))
    (let ((buffer (stubble-test-wait (lambda () (let ((b (find-buffer-visiting stale)))
                                                  (and b (buffer-modified-p b) b))))))
      (if (not buffer)
          "after the refresh no modified buffer visits Clock.swift"
        (with-current-buffer buffer (save-buffer))
        (stubble-test-compare "newuser/expected/Clock.refreshed.swift"
                              (with-temp-buffer (insert-file-contents stale) (buffer-string)))))))

(defun stubble-test-missing-binary ()
  "Without the server on `exec-path', setting up warns once, naming the setting to change."
  (let ((exec-path (list (make-temp-file "stubble-empty-" t))))
    (when (get-buffer "*Warnings*") (kill-buffer "*Warnings*"))
    (pcase stubble-test-client
      ('eglot (setq stubble--warned-missing nil)
              (stubble-eglot-setup) (stubble-eglot-setup))
      ('lsp-mode (setq stubble-lsp--warned-missing nil)
                 (stubble-lsp-check-program) (stubble-lsp-check-program)))
    (let* ((text (if (get-buffer "*Warnings*") (with-current-buffer "*Warnings*" (buffer-string)) ""))
           (count (cl-loop with start = 0 while (string-match "is not an executable on `exec-path'" text start)
                           count t do (setq start (match-end 0))))
           (setting (if (eq stubble-test-client 'eglot) "stubble-program" "stubble-lsp-program")))
      (cond ((/= count 1) (format "expected one warning, got %d: %S" count text))
            ((not (string-search (format "(setq %s '(\"/path/to/stubble\" \"lsp\"))" setting) text))
             (format "the warning does not name %s: %S" setting text))
            ((not (string-search "swift build -c release --product stubble" text))
             (format "the warning does not say how to build it: %S" text))))))

;;; Run ------------------------------------------------------------------------------------------------

(defun stubble-test-server-ids ()
  "The initialized servers of the buffer, as symbols (`stubble' for Stubble's)."
  (with-current-buffer stubble-test-buffer
    (pcase stubble-test-client
      ('eglot (let ((server (eglot-current-server)))
                (and server (equal (process-command (jsonrpc--process server)) stubble-program)
                     '(stubble))))
      ('lsp-mode (cl-loop for w in (lsp-workspaces)
                          when (eq (lsp--workspace-status w) 'initialized)
                          collect (lsp--workspace-server-id w))))))

(defun stubble-test-shutdown ()
  (with-current-buffer stubble-test-buffer
    (pcase stubble-test-client
      ('eglot (let ((eglot-autoshutdown nil))
                (ignore-errors (eglot-shutdown (eglot-current-server)))))
      ('lsp-mode (mapc (lambda (w) (ignore-errors (lsp-workspace-shutdown w))) (lsp-workspaces))))))

(let* ((scenario (with-temp-buffer
                   (insert-file-contents stubble-test-scenario)
                   (json-parse-buffer :object-type 'plist :array-type 'list)))
       (file (expand-file-name (plist-get scenario :file) stubble-test-workdir))
       (wanted (if stubble-test-with-sourcekit '(stubble sourcekit-ls) '(stubble)))
       (started (float-time)))
  (stubble-test-log "# Emacs %s, %s, scenario %s" emacs-version
                    (file-name-nondirectory (directory-file-name (file-name-directory
                                                                  (locate-library (symbol-name stubble-test-client)))))
                    stubble-test-scenario)
  ;; Server settings of the scenario, the way editors/emacs/README.md tells users to give them.
  (when-let ((settings (plist-get scenario :settings)))
    (pcase stubble-test-client
      ('eglot (setq-default eglot-workspace-configuration (list :stubble settings)))
      ('lsp-mode (setq stubble-lsp-settings settings))))
  ;; As `C-x C-f FILE': the buffer is shown in the selected window (Flymake starts only in shown buffers).
  (setq stubble-test-buffer (switch-to-buffer (find-file-noselect file)))
  (with-current-buffer stubble-test-buffer
    ;; `eglot-ensure' connects from `post-command-hook', after the command that opened the file; batch
    ;; Emacs has no command loop, so run that hook as the end of `find-file' would.
    (condition-case err
        (run-hooks 'post-command-hook)
      (error (stubble-test-log "# starting the server failed: %s" (error-message-string err))))
    (if (not (stubble-test-wait (lambda () (cl-subsetp wanted (stubble-test-server-ids)))))
        (progn (cl-incf stubble-test-failed)
               (push "server attached and initialized" stubble-test-failures)
               (stubble-test-log "not ok 0 - %s did not attach and initialize %S within %ss (mode %s, servers %S)"
                                 stubble-test-client wanted stubble-test-timeout major-mode
                                 (stubble-test-server-ids)))
      (cl-incf stubble-test-passed)
      (stubble-test-log "ok 0 - %s attached and initialized %S (%.0f ms)"
                        stubble-test-client (stubble-test-server-ids) (* 1000 (- (float-time) started)))
      (cl-loop for step in (plist-get scenario :steps)
               for index from 1
               do (stubble-test-run-step index step))
      (let ((next (1+ (length (plist-get scenario :steps)))))
        (stubble-test-check next "the workspace refresh command refreshes a stale file that is not open"
                            #'stubble-test-refresh-workspace)
        (stubble-test-check (1+ next) "without the server on exec-path, setting up warns once with the setting"
                            #'stubble-test-missing-binary))
      (stubble-test-shutdown))))

(stubble-test-log "%d passed, %d failed" stubble-test-passed stubble-test-failed)
(when stubble-test-failures
  (stubble-test-log "failed: %s" (string-join (reverse stubble-test-failures) "; ")))
(kill-emacs (if (> stubble-test-failed 0) 1 0))

;;; editors-emacs.el ends here

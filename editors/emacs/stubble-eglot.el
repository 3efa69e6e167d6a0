;;; stubble-eglot.el --- Stubble's language server in Emacs with eglot  -*- lexical-binding: t; -*-

;; Works with eglot 1.9 (Debian's elpa-eglot, Emacs 28) and the eglot built into Emacs 29+.
;;
;; Set-up (init.el):
;;
;;   (add-to-list 'load-path "/path/to/stubble/editors/emacs")
;;   (require 'stubble-eglot)
;;   (stubble-eglot-setup)                                   ; Swift buffers talk to `stubble lsp'
;;   (add-hook 'swift-mode-hook #'eglot-ensure)              ; start it when a Swift file opens
;;   (add-hook 'swift-mode-hook #'stubble-fix-on-save-mode)  ; opt in: refresh stubs on save
;;
;; Code actions ("Make ... stubbable", "Remove stubs", fix-its) are on `M-x eglot-code-actions'; the
;; stubs of a whole file refresh with `M-x stubble-eglot-fix-all', of the whole project with
;; `M-x stubble-eglot-refresh-workspace'.

;;; Commentary:

;; eglot runs one server per major mode and project.  `stubble-eglot-setup' puts Stubble first in
;; `eglot-server-programs', ahead of any entry already there for Swift (Emacs 29 ships one for
;; sourcekit-lsp), so Swift buffers get Stubble.  With `stubble-eglot-setup' given a non-nil argument,
;; eglot asks which of Stubble and sourcekit-lsp to start instead (`eglot-alternatives').

;;; Code:

(require 'eglot)
(require 'seq)

(defgroup stubble nil
  "Stubble: stubs written into Swift source by a language server."
  :group 'tools
  :prefix "stubble-")

(defcustom stubble-program '("stubble" "lsp")
  "Command line that starts Stubble's language server."
  :type '(repeat string))

(defcustom stubble-swift-modes '(swift-mode swift-ts-mode)
  "Major modes whose buffers Stubble serves."
  :type '(repeat symbol))

(defcustom stubble-fix-all-timeout 3
  "Seconds a save waits for the server's `source.fixAll.stubble' action."
  :type 'number)

(defconst stubble-fix-all-kind "source.fixAll.stubble"
  "Code action kind of \"refresh every stub in this file\".")

(defconst stubble-refresh-workspace-command "stubble.refreshWorkspace"
  "The server's command that refreshes every stale stub in the workspace.")

(defvar stubble--warned-missing nil
  "Non-nil once the missing server has been warned about.")

(defun stubble-check-program (&optional program variable)
  "Warn once when PROGRAM's executable is not on `exec-path'.
PROGRAM defaults to `stubble-program'; VARIABLE names the setting to
change in the warning.  Without the executable the client cannot start
and Stubble's diagnostics and actions are missing.  Return non-nil when
the executable is found."
  (let ((executable (car (or program stubble-program))))
    (or (and (stringp executable) (executable-find executable))
        (progn
          (unless stubble--warned-missing
            (setq stubble--warned-missing t)
            (display-warning
             'stubble
             (format (concat "The language server `%s' is not an executable on `exec-path', so Stubble's "
                             "diagnostics and code actions are off.  Build it (swift build -c release "
                             "--product stubble) and put it on PATH, or set its path: "
                             "(setq %s '(\"/path/to/stubble\" \"lsp\"))")
                     executable (or variable 'stubble-program))
             :warning))
          nil))))

;;;###autoload
(defun stubble-eglot-setup (&optional offer-sourcekit)
  "Register Stubble's server for Swift buffers in `eglot-server-programs'.
The entry goes first, so it wins over an entry already registered
for Swift.  With OFFER-SOURCEKIT non-nil, eglot asks whether to
start Stubble or sourcekit-lsp.  Warns once when `stubble-program'
cannot be found."
  (stubble-check-program)
  (let ((contact (if offer-sourcekit
                     (eglot-alternatives (list stubble-program "sourcekit-lsp"))
                   stubble-program)))
    (setq eglot-server-programs
          (cons (cons stubble-swift-modes contact)
                (seq-remove (lambda (entry) (equal (car entry) stubble-swift-modes))
                            eglot-server-programs)))))

(defun stubble--fix-all-actions ()
  "The server's `source.fixAll.stubble' actions for the whole buffer (a list)."
  (seq-filter (lambda (action)
                (equal (plist-get action :kind) stubble-fix-all-kind))
              (eglot-code-actions (point-min) (point-max) stubble-fix-all-kind)))

;;;###autoload
(defun stubble-eglot-fix-all ()
  "Refresh every stale stub in the current buffer, now.
Runs the server's `source.fixAll.stubble' code action and applies
it before returning."
  (interactive)
  (when (and (eglot-current-server) (stubble--fix-all-actions))
    ;; The interactive path of `eglot-code-actions' resolves a single action of the requested kind
    ;; without prompting, then applies its edit and runs its command.
    (let ((last-nonmenu-event 'stubble))
      (with-timeout (stubble-fix-all-timeout
                     (message "stubble: no answer to %s in %ss" stubble-fix-all-kind
                              stubble-fix-all-timeout))
        (eglot-code-actions (point-min) (point-max) stubble-fix-all-kind t)))))

;;;###autoload
(defun stubble-eglot-refresh-workspace ()
  "Refresh every stale stub in every Swift file of the project.
Runs the server's `stubble.refreshWorkspace' command: one workspace
edit, which eglot applies to buffers (files that were not open are
visited and left modified: `save-some-buffers', \\[save-some-buffers],
writes them, and Emacs offers to when it exits)."
  (interactive)
  (let ((server (eglot-current-server)))
    (unless server (user-error "Stubble: no eglot server in this buffer"))
    (if (fboundp 'eglot-execute)
        (eglot-execute server (list :command stubble-refresh-workspace-command :arguments []))
      (eglot-execute-command server stubble-refresh-workspace-command []))))

(defun stubble--fix-all-before-save ()
  "Before-save hook of `stubble-fix-on-save-mode'."
  (condition-case err
      (stubble-eglot-fix-all)
    (error (message "stubble: stubs not refreshed: %s" (error-message-string err)))))

;;;###autoload
(define-minor-mode stubble-fix-on-save-mode
  "Refresh this buffer's stubs (`source.fixAll.stubble') before each save."
  :lighter " Stub"
  (if stubble-fix-on-save-mode
      (add-hook 'before-save-hook #'stubble--fix-all-before-save nil t)
    (remove-hook 'before-save-hook #'stubble--fix-all-before-save t)))

(provide 'stubble-eglot)
;;; stubble-eglot.el ends here

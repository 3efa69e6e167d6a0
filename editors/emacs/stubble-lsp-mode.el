;;; stubble-lsp-mode.el --- Stubble's language server in Emacs with lsp-mode, beside sourcekit-lsp  -*- lexical-binding: t; -*-

;; eglot runs one server per buffer; lsp-mode runs several.  This registers Stubble as an add-on server
;; for Swift, so it runs next to sourcekit-lsp (from the lsp-sourcekit package) in the same buffers.
;; Works with lsp-mode 8 (Debian's elpa-lsp-mode) and later.
;;
;; Set-up (init.el):
;;
;;   (add-to-list 'load-path "/path/to/stubble/editors/emacs")
;;   (require 'lsp-sourcekit)                                ; optional: sourcekit-lsp too
;;   (require 'stubble-lsp-mode)
;;   (add-hook 'swift-mode-hook #'lsp)
;;   (add-hook 'swift-mode-hook #'stubble-lsp-fix-on-save-mode)  ; opt in: refresh stubs on save

;;; Code:

(require 'lsp-mode)
;; Flymake/Flycheck reporting; loaded here because some packagings of lsp-mode 8 lack its autoloads.
(require 'lsp-diagnostics nil t)

(defgroup stubble-lsp nil
  "Stubble's language server in lsp-mode."
  :group 'tools
  :prefix "stubble-lsp-")

(defcustom stubble-lsp-program '("stubble" "lsp")
  "Command line that starts Stubble's language server."
  :type '(repeat string))

(defcustom stubble-lsp-settings nil
  "Server settings (section `stubble'), a plist such as (:condition \"DEBUG\").
Keys: :condition, :mockCondition, :strictMocks, :pushDiagnostics."
  :type 'plist)

(defconst stubble-lsp-fix-all-kind "source.fixAll.stubble"
  "Code action kind of \"refresh every stub in this file\".")

(add-to-list 'lsp-language-id-configuration '(swift-ts-mode . "swift"))

(defvar stubble-lsp--warned-missing nil
  "Non-nil once the missing server has been warned about.")

(defun stubble-lsp-check-program ()
  "Warn once when `stubble-lsp-program' is not on `exec-path'; non-nil when it is.
Without it lsp-mode does not start Stubble's server, and says little."
  (let ((executable (car stubble-lsp-program)))
    (or (and (stringp executable) (executable-find executable))
        (progn
          (unless stubble-lsp--warned-missing
            (setq stubble-lsp--warned-missing t)
            (display-warning
             'stubble
             (format (concat "The language server `%s' is not an executable on `exec-path', so Stubble's "
                             "diagnostics and code actions are off.  Build it (swift build -c release "
                             "--product stubble) and put it on PATH, or set its path: "
                             "(setq stubble-lsp-program '(\"/path/to/stubble\" \"lsp\"))")
                     executable)
             :warning))
          nil))))

(defun stubble-lsp--initialized (workspace)
  "Send `stubble-lsp-settings' to the server of WORKSPACE."
  (with-lsp-workspace workspace
    (lsp--set-configuration (list :stubble (or stubble-lsp-settings (make-hash-table))))))

(lsp-register-client
 (make-lsp-client
  :new-connection (lsp-stdio-connection (lambda () stubble-lsp-program))
  :activation-fn (lsp-activate-on "swift")
  :add-on? t
  :priority -2
  :initialized-fn #'stubble-lsp--initialized
  :server-id 'stubble))

(stubble-lsp-check-program)

;;;###autoload
(defun stubble-lsp-refresh-workspace ()
  "Refresh every stale stub in every Swift file of the workspace.
Runs the server's `stubble.refreshWorkspace' command (files that were
not open are visited and left modified: \\[save-some-buffers] writes them)."
  (interactive)
  (let ((workspace (seq-find (lambda (w) (eq (lsp--workspace-server-id w) 'stubble)) (lsp-workspaces))))
    (unless workspace (user-error "Stubble: its server is not running in this buffer"))
    (with-lsp-workspace workspace
      (lsp-request "workspace/executeCommand"
                   (list :command "stubble.refreshWorkspace" :arguments [])))))

;;;###autoload
(defun stubble-lsp-fix-all ()
  "Refresh every stale stub in the current buffer, now (`source.fixAll.stubble')."
  (interactive)
  (when (and (bound-and-true-p lsp-mode)
             (seq-some (lambda (w) (eq (lsp--workspace-server-id w) 'stubble)) (lsp-workspaces)))
    (condition-case nil
        (let ((lsp-auto-execute-action t))
          (lsp-execute-code-action-by-kind stubble-lsp-fix-all-kind))
      (lsp-no-code-actions nil))))

(defun stubble-lsp--fix-all-before-save ()
  "Before-save hook of `stubble-lsp-fix-on-save-mode'."
  (condition-case err
      (stubble-lsp-fix-all)
    (error (message "stubble: stubs not refreshed: %s" (error-message-string err)))))

;;;###autoload
(define-minor-mode stubble-lsp-fix-on-save-mode
  "Refresh this buffer's stubs (`source.fixAll.stubble') before each save."
  :lighter " Stub"
  (if stubble-lsp-fix-on-save-mode
      (add-hook 'before-save-hook #'stubble-lsp--fix-all-before-save nil t)
    (remove-hook 'before-save-hook #'stubble-lsp--fix-all-before-save t)))

(provide 'stubble-lsp-mode)
;;; stubble-lsp-mode.el ends here

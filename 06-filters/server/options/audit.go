package options

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/spf13/pflag"
	"gopkg.in/natefinch/lumberjack.v2"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
	auditv1 "github.com/kube-rebuilt/apiserver/06-filters/apis/audit/v1"
	"github.com/kube-rebuilt/apiserver/06-filters/audit"
	"github.com/kube-rebuilt/apiserver/06-filters/audit/policy"
	pluginlog "github.com/kube-rebuilt/apiserver/06-filters/plugin/audit/log"
)

// The --audit-log-mode values.
// Upstream: k8s.io/apiserver/pkg/server/options.ModeBatch, ModeBlocking, ModeBlockingStrict.
const (
	// ModeBatch buffers events and writes them from a goroutine. Left out.
	ModeBatch = "batch"
	// ModeBlocking writes each event before the request goes on; a
	// failed write is logged and the request is served.
	ModeBlocking = "blocking"
	// ModeBlockingStrict is ModeBlocking, except that a failed write of
	// the RequestReceived stage fails the request with a 500.
	ModeBlockingStrict = "blocking-strict"
)

// AuditOptions are the audit flags: the policy and the log backend.
// Upstream: k8s.io/apiserver/pkg/server/options.AuditOptions (which has
// webhook options too, left out with the webhook backend).
type AuditOptions struct {
	// PolicyFile is --audit-policy-file; without it nothing is audited.
	PolicyFile string
	// LogOptions are the --audit-log-* flags.
	LogOptions AuditLogOptions
}

// AuditLogOptions are the log backend's flags.
// Upstream: k8s.io/apiserver/pkg/server/options.AuditLogOptions (left
// out: --audit-log-version, the batch and truncate options).
type AuditLogOptions struct {
	Path       string
	MaxAge     int
	MaxBackups int
	MaxSize    int
	Format     string
	Compress   bool
	Mode       string
}

// NewAuditOptions returns upstream's defaults: JSON, blocking, rotation at
// 100 MB keeping 100 files for 366 days.
// Upstream: k8s.io/apiserver/pkg/server/options.NewAuditOptions.
func NewAuditOptions() *AuditOptions {
	return &AuditOptions{LogOptions: AuditLogOptions{
		MaxSize: 100, MaxAge: 366, MaxBackups: 100,
		Format: pluginlog.FormatJson, Mode: ModeBlocking,
	}}
}

// AddFlags registers the flags with upstream's names and help.
// Upstream: k8s.io/apiserver/pkg/server/options.(*AuditOptions).AddFlags.
func (o *AuditOptions) AddFlags(fs *pflag.FlagSet) {
	if o == nil {
		return
	}
	fs.StringVar(&o.PolicyFile, "audit-policy-file", o.PolicyFile,
		"Path to the file that defines the audit policy configuration.")
	o.LogOptions.AddFlags(fs)
}

// AddFlags registers the --audit-log-* flags.
// Upstream: k8s.io/apiserver/pkg/server/options.(*AuditLogOptions).AddFlags.
func (o *AuditLogOptions) AddFlags(fs *pflag.FlagSet) {
	fs.StringVar(&o.Path, "audit-log-path", o.Path,
		"If set, all requests coming to the apiserver will be logged to this file.  '-' means standard out.")
	fs.IntVar(&o.MaxAge, "audit-log-maxage", o.MaxAge,
		"The maximum number of days to retain old audit log files based on the timestamp encoded in their filename. Setting a value of 0 means old audit log files are not removed based on age.")
	fs.IntVar(&o.MaxBackups, "audit-log-maxbackup", o.MaxBackups,
		"The maximum number of old audit log files to retain. Setting a value of 0 will mean there's no restriction on the number of files.")
	fs.IntVar(&o.MaxSize, "audit-log-maxsize", o.MaxSize,
		"The maximum size in megabytes of the audit log file before it gets rotated. Setting to 0 disables rotation (not recommended).")
	fs.StringVar(&o.Format, "audit-log-format", o.Format,
		"Format of saved audits. \"legacy\" indicates 1-line text format for each event."+
			" \"json\" indicates structured json format. Known formats are "+
			strings.Join(pluginlog.AllowedFormats, ",")+".")
	fs.BoolVar(&o.Compress, "audit-log-compress", o.Compress, "If set, the rotated log files will be compressed using gzip.")
	fs.StringVar(&o.Mode, "audit-log-mode", o.Mode,
		"Strategy for sending audit events. Blocking indicates sending events should block server responses. "+
			"Blocking-strict is the same as blocking, but when there is a failure during audit logging at the "+
			"RequestReceived stage, the whole request to the kube-apiserver fails. Known modes are blocking,blocking-strict "+
			"(batch is left out in this rebuild).")
}

// Validate checks the log options when a log path is given.
// Upstream: k8s.io/apiserver/pkg/server/options.(*AuditOptions).Validate.
func (o *AuditOptions) Validate() []error {
	if o == nil {
		return nil
	}
	return o.LogOptions.Validate()
}

// Validate checks the format, the mode and the rotation numbers.
// Upstream: k8s.io/apiserver/pkg/server/options.(*AuditLogOptions).Validate.
func (o *AuditLogOptions) Validate() []error {
	if !o.enabled() {
		return nil
	}
	var errs []error
	if err := validateMode(o.Mode); err != nil {
		errs = append(errs, err)
	}
	if !slices.Contains(pluginlog.AllowedFormats, o.Format) {
		errs = append(errs, fmt.Errorf("invalid audit log format %s, allowed formats are %q", o.Format, strings.Join(pluginlog.AllowedFormats, ",")))
	}
	for _, f := range []struct {
		flag  string
		value int
	}{{"--audit-log-maxage", o.MaxAge}, {"--audit-log-maxbackup", o.MaxBackups}, {"--audit-log-maxsize", o.MaxSize}} {
		if f.value < 0 {
			errs = append(errs, fmt.Errorf("%s %v can't be a negative number", f.flag, f.value))
		}
	}
	return errs
}

// validateMode accepts blocking and blocking-strict and says why batch
// is refused. Upstream: k8s.io/apiserver/pkg/server/options.validateBackendMode.
func validateMode(mode string) error {
	switch mode {
	case ModeBlocking, ModeBlockingStrict:
		return nil
	case ModeBatch:
		return errors.New(`--audit-log-mode=batch is left out of this rebuild (upstream buffers events and writes them from a goroutine); use "blocking" or "blocking-strict"`)
	default:
		return fmt.Errorf("invalid audit log mode %s, allowed modes are %q", mode, strings.Join([]string{ModeBlocking, ModeBlockingStrict}, ","))
	}
}

// ApplyTo loads the policy and opens the log: it returns the backend and
// the evaluator the handler chain's WithAudit takes. Without a policy
// file it returns (nil, nil, nil): nothing is audited. As upstream, a
// log path given without a policy is still opened (so a path that cannot
// be written fails start-up either way), and a message says no events
// will be written.
// Upstream: k8s.io/apiserver/pkg/server/options.(*AuditOptions).ApplyTo,
// which sets the evaluator and backend on server.Config.
func (o *AuditOptions) ApplyTo() (audit.Backend, audit.PolicyRuleEvaluator, error) {
	if o == nil {
		return nil, nil, nil
	}
	evaluator, err := o.newPolicyRuleEvaluator()
	if err != nil {
		return nil, nil, err
	}
	w, err := o.LogOptions.getWriter()
	if err != nil {
		return nil, nil, err
	}
	if w == nil || evaluator == nil {
		if w != nil {
			klog.V(2).Info("No audit policy file provided, no events will be recorded for log backend")
			closeWriter(w)
		}
		return nil, evaluator, nil
	}
	backend := o.LogOptions.newBackend(w)
	klog.V(2).Infof("Using audit backend: %s", backend)
	return backend, evaluator, nil
}

// newPolicyRuleEvaluator loads --audit-policy-file; nil without one.
// Upstream: k8s.io/apiserver/pkg/server/options.(*AuditOptions).newPolicyRuleEvaluator.
func (o *AuditOptions) newPolicyRuleEvaluator() (audit.PolicyRuleEvaluator, error) {
	if o.PolicyFile == "" {
		return nil, nil
	}
	p, err := policy.LoadPolicyFromFile(o.PolicyFile)
	if err != nil {
		return nil, fmt.Errorf("loading audit policy file: %w", err)
	}
	return policy.NewPolicyRuleEvaluator(p), nil
}

// enabled: the log backend is on when a path is given.
func (o *AuditLogOptions) enabled() bool { return o != nil && o.Path != "" }

// getWriter returns standard output for "-", the file itself with
// rotation off (--audit-log-maxsize=0), else a rotating lumberjack
// logger; nil without a path. The file and its directory are created
// first, so an unwritable path fails here, at start-up.
// Upstream: k8s.io/apiserver/pkg/server/options.(*AuditLogOptions).getWriter.
func (o *AuditLogOptions) getWriter() (io.Writer, error) {
	if !o.enabled() {
		return nil, nil
	}
	if o.Path == "-" {
		return os.Stdout, nil
	}
	if err := o.ensureLogFile(); err != nil {
		return nil, fmt.Errorf("audit log --audit-log-path=%s cannot be written: %w", o.Path, err)
	}
	if o.MaxSize == 0 {
		return os.OpenFile(o.Path, os.O_APPEND|os.O_WRONLY, 0o600)
	}
	return &lumberjack.Logger{
		Filename: o.Path, MaxAge: o.MaxAge, MaxBackups: o.MaxBackups, MaxSize: o.MaxSize, Compress: o.Compress,
	}, nil
}

// ensureLogFile creates the directory and the file (mode 0600).
// Upstream: k8s.io/apiserver/pkg/server/options.(*AuditLogOptions).ensureLogFile.
func (o *AuditLogOptions) ensureLogFile() error {
	if err := os.MkdirAll(filepath.Dir(o.Path), 0o700); err != nil {
		return err
	}
	f, err := os.OpenFile(o.Path, os.O_CREATE|os.O_APPEND|os.O_RDWR, 0o600)
	if err != nil {
		return err
	}
	return f.Close()
}

// newBackend is the log backend on w, in blocking mode wrapped so a
// failed write does not fail the request.
// Upstream: k8s.io/apiserver/pkg/server/options.(*AuditLogOptions).newBackend.
func (o *AuditLogOptions) newBackend(w io.Writer) audit.Backend {
	b := pluginlog.NewBackend(w, o.Format, auditv1.SchemeGroupVersion)
	if o.Mode == ModeBlocking {
		return ignoreErrorsBackend{b}
	}
	return b
}

// ignoreErrorsBackend reports success whatever its backend says: the
// backend logs its own errors. Upstream: k8s.io/apiserver/pkg/server/options.ignoreErrorsBackend.
type ignoreErrorsBackend struct{ audit.Backend }

func (i ignoreErrorsBackend) ProcessEvents(ev ...*auditv1.Event) bool {
	i.Backend.ProcessEvents(ev...)
	return true
}

func (i ignoreErrorsBackend) String() string { return "ignoreErrors<" + i.Backend.String() + ">" }

// closeWriter closes a file writer that will not be used.
func closeWriter(w io.Writer) {
	if c, ok := w.(io.Closer); ok && w != io.Writer(os.Stdout) {
		_ = c.Close()
	}
}

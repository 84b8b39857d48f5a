package embedded

import (
	"bytes"
	"errors"
	"regexp"
	"testing"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	"github.com/kube-rebuilt/apiserver/02-generic-server/klog"
)

// TestEtcdLogsThroughKlog logs through the zap logger etcd gets and
// reads klog's lines: severity from zap's level, etcd's own file and
// line, structured fields in order, info only at -v=2, and a stopping
// member's listener errors demoted.
func TestEtcdLogsThroughKlog(t *testing.T) {
	var buf bytes.Buffer
	old := klog.SetOutput(&buf)
	defer klog.SetOutput(old)
	defer klog.SetVerbosity(0)

	core := newKlogCore(zapcore.DebugLevel)
	lg := zap.New(core, zap.AddCaller()).With(zap.String("member", "m1"))
	tests := []struct {
		name      string
		verbosity klog.Level
		stopping  bool
		log       func()
		want      string // regexp of the whole output; empty: nothing
	}{
		{"warning", 1, false, func() { lg.Warn("slow fdatasync", zap.Duration("took", 1500e6)) },
			`^W\d{4} [\d:.]+ +\d+ log_test\.go:\d+\] "slow fdatasync" member="m1" took="1\.5s"\n$`},
		{"error", 1, false, func() { lg.Error("failed to save", zap.Error(errors.New("disk full"))) },
			`^E\d{4} .* log_test\.go:\d+\] "failed to save" member="m1" error="disk full"\n$`},
		{"info hidden at -v=1", 1, false, func() { lg.Info("starting etcd server") }, ``},
		{"info at -v=2", 2, false, func() { lg.Info("starting etcd server") },
			`^I\d{4} .* log_test\.go:\d+\] "starting etcd server" member="m1"\n$`},
		{"debug hidden at -v=4", 4, false, func() { lg.Debug("applied entry") }, ``},
		{"error while stopping hidden at -v=1", 1, true, func() { lg.Error("setting up serving failed") }, ``},
		{"error while stopping at -v=2", 2, true, func() { lg.Error("setting up serving failed") },
			`^I\d{4} .* log_test\.go:\d+\] "setting up serving failed" member="m1"\n$`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			buf.Reset()
			klog.SetVerbosity(tt.verbosity)
			core.stopping.Store(tt.stopping)
			tt.log()
			got := buf.String()
			if tt.want == "" {
				if got != "" {
					t.Errorf("got %q; want nothing", got)
				}
				return
			}
			if !regexp.MustCompile(tt.want).MatchString(got) {
				t.Errorf("got %q; want match of %q", got, tt.want)
			}
		})
	}
}

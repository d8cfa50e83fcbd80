CREATE TABLE "scheduled_runs" (
	"job" varchar(64) NOT NULL,
	"period" varchar(32) NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	CONSTRAINT "scheduled_runs_job_period_pk" PRIMARY KEY("job","period")
);
